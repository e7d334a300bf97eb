import type { ProviderLoginRequest, SignInProvider } from '@academy/contracts/operations/auth-providers';
import { callOperation } from './operations/call-operation.ts';

/**
 * Microsoft Entra ID and Facebook sign-in (issue 25): `start` answers the provider's address (the server keeps
 * state, nonce and PKCE verifier in an httpOnly cookie), `login` hands the callback's code over and answers the
 * common login response.
 */
export const providerSignInApi = {
  async start(provider: SignInProvider, company?: string) {
    const data = await callOperation(
      'authProviders.start',
      { params: { provider }, body: company ? { company } : {} },
      { passUnauthorized: true, quiet: true },
    );
    return data.item.authorization_url;
  },
  async login(provider: SignInProvider, body: ProviderLoginRequest) {
    const data = await callOperation(
      'authProviders.login',
      { params: { provider }, body },
      { passUnauthorized: true, quiet: true },
    );
    return data.item;
  },
};
