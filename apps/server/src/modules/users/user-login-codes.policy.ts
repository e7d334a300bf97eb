import { type Actor, isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { managesUser, type PolicyUser } from './users.policy.ts';

/**
 * PIN codes of a person (issue 25): administrators, and managers of a company the person belongs to (in the
 * company they act in), issue, list and revoke them. Learners never do, not even their own: a code is handed
 * out by someone responsible for the person, or mailed to the person's own inbox on request.
 */
export const managesLoginCodesOf = (actor: Actor, user: PolicyUser): boolean =>
  actor.user !== null && actor.user.id !== user.id && managesUser(actor, user);

/** The person's companies whose PIN setting counts for this actor: every one for an administrator. */
export const companiesForLoginCodes = (actor: Actor, companyIds: number[]): number[] =>
  isAdmin(actor) ? companyIds : companyIds.filter((id) => managedCompanyIdsInScope(actor).includes(id));
