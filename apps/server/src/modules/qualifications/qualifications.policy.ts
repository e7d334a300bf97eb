import type { qualifications } from '../../db/schema/learning.ts';
import { isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
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
