import { inArray } from 'drizzle-orm';
import { companyBooks } from '../../db/schema/learning.ts';
import { type Actor, isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { memberCompanyIdsInScope } from '../../platform/auth/actor-grants.ts';
import { adminOnly, definePolicy, signedIn } from '../../platform/policy/define-policy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';

/** What the rules read of a company's book. */
type CompanyBookRow = Pick<RowOf<typeof companyBooks>, 'company_id'>;

/** Companies whose books the actor reads: those they manage and those they belong to, within the scope. */
const readerCompanyIds = (actor: Actor) => [
  ...new Set([...managedCompanyIdsInScope(actor), ...memberCompanyIdsInScope(actor)]),
];

/**
 * The books a company has (bought or was given). Its members read them (the knowledge base shows what
 * they can open); its managers read them too; granting and withdrawing books is the platform's (admins').
 */
export const companyBookPolicy = definePolicy<CompanyBookRow>({
  viewAny: signedIn,
  create: adminOnly,
  view: (actor, companyBook) => isAdmin(actor) || readerCompanyIds(actor).includes(companyBook.company_id),
  update: (actor) => isAdmin(actor),
  delete: (actor) => isAdmin(actor),
});

/** The company books an actor reaches (the resource's visibility): admins all, others their companies'. */
export function companyBooksInView(actor: Actor) {
  if (isAdmin(actor)) return undefined;
  const companyIds = readerCompanyIds(actor);
  return companyIds.length ? inArray(companyBooks.company_id, companyIds) : false;
}
