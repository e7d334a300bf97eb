import { qualifications } from '../../db/schema/learning.ts';
import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy, never, signedIn } from '../../platform/policy/define-policy.ts';
import { ownOrManaged, ownOrManagedInView } from '../../platform/policy/own-or-managed.ts';
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
  view: (actor, qualification) => isAdmin(actor) || ownOrManaged(actor, qualification),
  update: never,
  delete: never,
});

/** The qualifications an actor reaches (the resource's visibility): as `view` above, in SQL. */
export function qualificationsInView(actor: Actor) {
  return isAdmin(actor) ? undefined : ownOrManagedInView(actor, qualifications);
}
