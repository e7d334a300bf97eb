import { companiesApi } from '../../../api/resources/companies.ts';
import { useSession } from '../../../api/use-session.ts';

/**
 * The company the organization area shows: the context's company scope (a manager's chosen company, or the
 * company an administrator acts in). Null when there is none — an administrator who has not chosen one.
 */
export function useOrganizationCompanyUuid(): string | null {
  const scope = useSession()?.context.scope;
  return scope?.type === 'company' ? scope.uuid : null;
}

/** The scoped company as the API presents it to the reader (its abilities decide the tabs and actions). */
export function useOrganizationCompany() {
  const uuid = useOrganizationCompanyUuid();
  return { uuid, query: companiesApi.useItem(uuid ?? undefined) };
}
