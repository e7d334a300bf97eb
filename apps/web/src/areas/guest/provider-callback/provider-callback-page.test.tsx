import type { LoginResponseItem } from '@academy/contracts/entities/auth';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postLoginTarget } from '../../../api/session/post-login-target.ts';
import { fakeApi, itemAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { ProviderCallbackPage } from './provider-callback-page.tsx';

// The session side (token storage, context refresh) is the password sign-in's own and tested there; here it
// answers the spec §4 routing for what it was given, and records how it was called.
const signedIn = vi.hoisted(() => [] as { item: unknown; options: unknown }[]);
vi.mock('../../../api/session/sign-in.ts', () => ({
  completeSignIn: async (item: LoginResponseItem, options: { provider?: boolean }) => {
    signedIn.push({ item, options });
    return postLoginTarget(item, options);
  },
}));

const answer: LoginResponseItem = {
  access_token: 'token',
  expires_at: '2026-12-03T20:00:00.000Z',
  last_login_at: null,
  num_companies: 1,
  purchase_product_uuid: null,
  redirect_handshake: null,
  course: null,
  scope: 'companies:11111111-1111-4111-8111-111111111111|company',
  additional: {
    company: 'companies:11111111-1111-4111-8111-111111111111|company',
    registration_additional_required: true,
  },
};

const render = (entry: string) =>
  renderWithRouter(
    [
      { path: '/azure/callback', element: <ProviderCallbackPage /> },
      { path: '/register-additional', element: <p>register additional</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    entry,
  );

describe('the provider callback page', () => {
  beforeEach(() => {
    signedIn.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hands the code over once and routes a newcomer the company asks more of to register-additional', async () => {
    const { calls } = fakeApi((call) =>
      call.url.pathname === '/api/v1/auth/login/azure' ? itemAnswer(answer) : undefined,
    );
    const { router } = render('/azure/callback?code=the-code&state=the-state&iss=https%3A%2F%2Fissuer');
    expect(screen.getByTestId('provider-callback-loading')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-additional'));
    expect(router.state.location.search).toBe('?welcome=true');
    const posts = calls.filter((call) => call.url.pathname === '/api/v1/auth/login/azure');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ code: 'the-code', state: 'the-state', iss: 'https://issuer' });
    expect(signedIn).toEqual([{ item: answer, options: { provider: true } }]);
  });

  it("shows the server's refusal, and a cancelled sign-in, with the way back to sign-in", async () => {
    fakeApi(() => ({
      status: 422,
      body: {
        message: 'This sign-in has expired or was already used. Please start again.',
        errors: { code: ['This sign-in has expired or was already used. Please start again.'] },
      },
    }));
    render('/azure/callback?code=old&state=old');
    expect((await screen.findByTestId('provider-callback-error')).textContent).toContain(
      'This sign-in has expired or was already used.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe('/login');
    expect(signedIn).toEqual([]);
  });

  it('says the sign-in was cancelled when the provider sends no code back', async () => {
    const { calls } = fakeApi();
    render('/azure/callback?error=access_denied&state=s');
    expect((await screen.findByTestId('provider-callback-error')).textContent).toContain(
      'The sign-in was cancelled or did not come back complete.',
    );
    expect(calls).toEqual([]);
  });
});
