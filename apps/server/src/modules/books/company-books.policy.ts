import type { companyBooks } from '../../db/schema/learning.ts';
import { isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { memberCompanyIdsInScope } from '../../platform/auth/actor-grants.ts';
import { adminOnly, definePolicy, signedIn } from '../../platform/policy/define-policy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';

/** What the rules read of a company's book. */
type CompanyBookRow = Pick<RowOf<typeof companyBooks>, 'company_id'>;

/**
 * The books a company has (bought or was given). Its members read them (the knowledge base shows what
 * they can open); its managers read them too; granting and withdrawing books is the platform's (admins').
 */
export const companyBookPolicy = definePolicy<CompanyBookRow>({
  viewAny: signedIn,
  create: adminOnly,
  view: (actor, companyBook) =>
    isAdmin(actor) ||
    managedCompanyIdsInScope(actor).includes(companyBook.company_id) ||
    memberCompanyIdsInScope(actor).includes(companyBook.company_id),
  update: (actor) => isAdmin(actor),
  delete: (actor) => isAdmin(actor),
});
