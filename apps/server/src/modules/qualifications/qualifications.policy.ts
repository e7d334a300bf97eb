import { eq, inArray, or } from 'drizzle-orm';
import { qualifications } from '../../db/schema/learning.ts';
import { type Actor, isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { definePolicy, never, signedIn } from '../../platform/policy/define-policy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';

/** What the rules read of a qualification. */
type QualificationRow = Pick<RowOf<typeof qualifications>, 'user_id' | 'company_id'>;

/**
 * Qualifications are computed from examinations and certificates, so they are read-only: a learner reads
 * their own, a manager those of the companies they manage, admins all.
 */
export const qualificationPolicy = definePolicy<QualificationRow>({
  viewAny: signedIn,
  create: never,
  view: (actor, qualification) =>
    isAdmin(actor) ||
    qualification.user_id === actor.user?.id ||
    (qualification.company_id !== null && managedCompanyIdsInScope(actor).includes(qualification.company_id)),
  update: never,
  delete: never,
});

/** The qualifications an actor reaches (the resource's visibility): as `view` above, in SQL. */
export function qualificationsInView(actor: Actor) {
  if (isAdmin(actor)) return undefined;
  const managed = managedCompanyIdsInScope(actor);
  return or(
    eq(qualifications.user_id, actor.user?.id ?? -1),
    managed.length ? inArray(qualifications.company_id, managed) : undefined,
  );
}
