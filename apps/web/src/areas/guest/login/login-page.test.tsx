import type { Context } from '@academy/contracts/entities/context';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../api/session-store.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { fakeApi, itemAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { providerSignInCompany } from '../provider-callback/provider-sign-in-memory.ts';
import { LoginPage } from './login-page.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
  sessionStorage.clear();
  await switchLanguage('en');
});

/** A guest's context; `facebook` is the platform's Facebook app flag (issue 25). */
function guestContext(facebook: boolean): Context {
  return {
    application: {
      name: 'Academy',
      version: '1',
      frontend_required: null,
      enable_gtm: false,
      poll_interval: 30000,
      facebook_login: facebook,
    },
    context: { scope: null, user_scope: null, impersonating: false },
    tenant: { uuid: 'tenant', name: 'Academy', logo: null, config: { default_language: 'en' }, gtm_id: null },
    paddle: { vendor_id: '', sandbox: true },
    payments: { provider: 'local', paddle_client_token: null, sandbox: true },
    user: null,
    user_language: { code: 'en' },
    impersonating: false,
  };
}

const fjord = {
  uuid: '00000000-0000-4000-8000-000000000011',
  slug: 'fjord',
  name: 'Fjord AS',
  logo: null,
  header_color: null,
  header_link_url: null,
  header_link_label: null,
  registration_enabled: true,
  dedicated_login_enabled: true,
  password_login_enabled: true,
  facebook_login_enabled: false,
  azure_login_enabled: true,
  pin_login_enabled: true,
};

const render = (entry: string) =>
  renderWithRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/login/:company', element: <LoginPage /> },
    ],
    entry,
  );

/** Answers the provider start with an address, and the company page's settings. */
function serve() {
  return fakeApi((call) => {
    if (call.url.pathname === '/api/v1/auth/login/facebook/start')
      return itemAnswer({ authorization_url: 'https://facebook.test/dialog?state=s' });
    if (call.url.pathname === '/api/v1/auth/register/fjord') return itemAnswer(fjord);
    return undefined;
  });
}

describe('the sign-in page', { timeout: 30_000 }, () => {
  it("offers no provider on plain /login while the platform's Facebook app is not set", async () => {
    serve();
    sessionStore.set(guestContext(false));
    render('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByTestId('provider-sign-in')).toBeNull();
  });

  it('offers Facebook, never Microsoft, on plain /login when the app is set, and starts it without a company', async () => {
    const { calls } = serve();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    sessionStorage.setItem('provider-sign-in-company', 'old-company');
    sessionStore.set(guestContext(true));
    render('/login');
    const facebook = await screen.findByRole('button', { name: 'Sign in with Facebook' });
    expect(screen.queryByRole('button', { name: 'Sign in with Microsoft' })).toBeNull();
    fireEvent.click(facebook);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://facebook.test/dialog?state=s'));
    const start = calls.find((call) => call.url.pathname === '/api/v1/auth/login/facebook/start');
    expect(start?.method).toBe('POST');
    expect(start?.body).toEqual({});
    // The callback's "start again" leads back to /login, not to a company page visited earlier.
    expect(providerSignInCompany()).toBeNull();
  });

  it("follows the company's own switches on /login/:company, whatever the platform flag", async () => {
    serve();
    sessionStore.set(guestContext(true));
    render('/login/fjord');
    expect(await screen.findByRole('button', { name: 'Sign in with Microsoft' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with Facebook' })).toBeNull();
  });

  it('names the Facebook button in Norwegian', async () => {
    serve();
    await switchLanguage('nb');
    sessionStore.set(guestContext(true));
    render('/login');
    expect(await screen.findByRole('button', { name: 'Logg inn med Facebook' })).toBeTruthy();
  });
});
