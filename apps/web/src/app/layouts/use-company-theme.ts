import { companiesApi } from '../../api/resources/companies.ts';
import { useSession } from '../../api/use-session.ts';

export type CompanyTheme = {
  color: string | null;
  logo: string | null;
  link: { url: string; label: string } | null;
};

/**
 * The theme of the company the reader acts in (its settings' theme: header colour, logo, header link), read
 * from the company item. A save in the settings refreshes that item, so the header shows the change at once.
 */
export function useCompanyTheme(): CompanyTheme | null {
  const scope = useSession()?.context.scope;
  const company = companiesApi.useItem(scope?.type === 'company' ? scope.uuid : undefined).data;
  if (!company || scope?.type !== 'company') return null;
  return {
    color: company.header_color,
    logo: company.logo,
    link: company.header_link_url
      ? { url: company.header_link_url, label: company.header_link_label || company.header_link_url }
      : null,
  };
}
