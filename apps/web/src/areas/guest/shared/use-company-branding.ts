import type { RegistrationCompany } from '@academy/contracts/entities/auth';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '../../../api/auth-api.ts';
import type { Branding } from './guest-card.tsx';

/** The company of /login/:company and /register/:company (slug or uuid), with its branding. */
export function useCompanyBranding(company: string | undefined) {
  const query = useQuery({
    queryKey: ['auth-company', company],
    queryFn: () => authApi.registrationCompany(company!),
    enabled: Boolean(company),
    staleTime: 5 * 60_000,
  });
  const item: RegistrationCompany | null = query.data ?? null;
  const branding: Branding | null = item
    ? {
        name: item.name,
        logo: item.logo,
        headerColor: item.header_color,
        link: item.header_link_url ? { url: item.header_link_url, label: item.header_link_label } : null,
      }
    : null;
  return {
    company: item,
    branding,
    loading: Boolean(company) && query.isPending,
    missing: Boolean(company) && query.isSuccess && !item,
  };
}
