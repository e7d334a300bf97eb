import { isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { definePolicy, never, signedIn } from '../../platform/policy/define-policy.ts';
import type { Row } from '../../platform/resource/define-resource.ts';

/**
 * Qualifications are computed from examinations and certificates, so they are read-only: a learner reads
 * their own, a manager those of the companies they manage, admins all.
 */
export const qualificationPolicy = definePolicy<Row>({
  viewAny: signedIn,
  create: never,
  view: (actor, qualification) =>
    isAdmin(actor) ||
    qualification.user_id === actor.user?.id ||
    (qualification.company_id !== null && managedCompanyIdsInScope(actor).includes(qualification.company_id)),
  update: never,
  delete: never,
});
