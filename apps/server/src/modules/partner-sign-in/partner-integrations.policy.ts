import type { UserRole } from '../../db/schema/tenancy.ts';
import { type Actor, isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';

/**
 * Partner integrations of a company (issue 25): its managers (in the company they act in) and administrators
 * list, make and revoke them; a learner, an API key or another company's manager sees none (404, not 403).
 */
export const managesPartnersOf = (actor: Actor, companyId: number) =>
  isAdmin(actor) || (actor.user !== null && managedCompanyIdsInScope(actor).includes(companyId));

/** Whether the integration can still be revoked by this actor. */
export const mayRevokePartner = (actor: Actor, row: { company_id: number; revoked_at: string | null }) =>
  managesPartnersOf(actor, row.company_id) && row.revoked_at === null;

/**
 * Who a partner may sign in: a learner of the partner's company. An administrator, or a manager of the
 * company, never signs in on a partner's word (a leaked partner key must not hand out management).
 */
export const signsInThroughPartner = (person: { role: UserRole }, managesTheCompany: boolean) =>
  person.role === 'user' && !managesTheCompany;
