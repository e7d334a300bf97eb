import type { accessPasses } from '../../db/schema/learning.ts';
import { isAdmin, isManagerAny } from '../../platform/auth/actor.ts';
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
