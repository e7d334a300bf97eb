import { isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { definePolicy, never, signedIn } from '../../platform/policy/define-policy.ts';
import type { Row } from '../../platform/resource/define-resource.ts';

/**
 * A learner reads their own examinations; managers those taken in the companies they manage; admins all.
 * Nobody edits or deletes an examination through the API: it is a record of what was answered.
 */
export const examinationPolicy = definePolicy<Row>({
  viewAny: signedIn,
  create: never,
  view: (actor, examination) =>
    isAdmin(actor) ||
    examination.user_id === actor.user?.id ||
    (examination.company_id !== null && managedCompanyIdsInScope(actor).includes(examination.company_id)),
  update: never,
  delete: never,
});
