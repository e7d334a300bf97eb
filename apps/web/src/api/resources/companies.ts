import { companyContract } from '@academy/contracts/entities/company';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../operations/call-operation.ts';
import { createResourceApi } from './create-resource-api.ts';

/** Companies (spec §3): branding, switches, permissions by code, their users and departments. */
export const companiesApi = createResourceApi(companyContract);

/**
 * spec §7 `GET companies/{id}/profile`: the company at a glance, for those who manage it. Its key starts with
 * the segments whose writes change its figures, so a write there refreshes it (DESIGN §6).
 */
export function useCompanyProfile(id: string | number | undefined) {
  return useQuery({
    queryKey: [companyContract.segment, 'profile', String(id ?? '')],
    queryFn: async () => (await callOperation('companies.profile', { params: { id: String(id) } })).item,
    enabled: id !== undefined && id !== '',
  });
}
