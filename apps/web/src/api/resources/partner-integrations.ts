import type {
  NewlearningLogin,
  PartnerIntegration,
  PartnerIntegrationCreate,
  PartnerIntegrationCreated,
  StoryboardLogin,
} from '@academy/contracts/entities/partner-integration';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { httpEnvironment } from '../http-environment.ts';
import { callOperation } from '../operations/call-operation.ts';

/** Partner sign-in (issue 25): the login answer, as the password sign-in's. */
export const partnerSignInApi = {
  async storyboard(body: StoryboardLogin) {
    return (
      await callOperation('auth.loginWithStoryboard', { body }, { passUnauthorized: true, quiet: true })
    ).item;
  },
  async newlearning(body: NewlearningLogin) {
    return (
      await callOperation('auth.loginWithNewlearning', { body }, { passUnauthorized: true, quiet: true })
    ).item;
  },
};

/** Under the companies' segment, so a write to the company (or signing out) refreshes or drops them too. */
const integrationsKey = (company: string) => ['companies', 'partner-integrations', company] as const;

/** A company's partner integrations (integrations tab); never their keys. */
export function usePartnerIntegrations(company: string) {
  return useQuery<PartnerIntegration[], ApiError>({
    queryKey: integrationsKey(company),
    queryFn: async () => (await callOperation('partnerIntegrations.list', { params: { company } })).items,
  });
}

/** Makes an integration; the answer carries its key this once, kept by the caller only while it is shown. */
export function useCreatePartnerIntegration(company: string) {
  const queryClient = useQueryClient();
  return useMutation<PartnerIntegrationCreated, ApiError, PartnerIntegrationCreate>({
    mutationFn: async (body) =>
      (await callOperation('partnerIntegrations.create', { params: { company }, body })).item,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKey(company) }),
  });
}

/** Revokes an integration: its sign-ins and the sessions it started stop at once. */
export function useRevokePartnerIntegration(company: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, number>({
    mutationFn: async (id) => {
      const data = await callOperation('partnerIntegrations.revoke', { params: { id: String(id) } });
      httpEnvironment().notify({ color: 'green', message: data.meta?.message ?? '' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKey(company) }),
  });
}
