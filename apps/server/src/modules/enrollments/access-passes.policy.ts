import { inArray } from 'drizzle-orm';
import { accessPasses } from '../../db/schema/learning.ts';
import { type Actor, isAdmin, isManagerAny, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/policy/define-policy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';
import { managesCompanyOf } from './enrollments.policy.ts';

/** What the rules read of an access pass. */
type AccessPassRow = Pick<RowOf<typeof accessPasses>, 'company_id'>;

/** Access passes are the organisation's business: admins, and managers for the companies they manage. */
export const accessPassPolicy = definePolicy<AccessPassRow>({
  viewAny: (actor) => isAdmin(actor) || isManagerAny(actor),
  create: (actor) => isAdmin(actor) || isManagerAny(actor),
  view: (actor, pass) => managesCompanyOf(actor, pass.company_id),
  update: (actor, pass) => managesCompanyOf(actor, pass.company_id),
  delete: (actor, pass) => managesCompanyOf(actor, pass.company_id),
});

/** The access passes an actor reaches (the resource's visibility): admins all, managers their companies'. */
export function accessPassesInView(actor: Actor) {
  if (isAdmin(actor)) return undefined;
  const managed = managedCompanyIdsInScope(actor);
  return managed.length ? inArray(accessPasses.company_id, managed) : false;
}
