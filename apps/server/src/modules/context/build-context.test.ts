import { describe, expect, it } from 'vitest';
import { guestActor } from '../../platform/auth/actor.ts';
import type { Tenant } from '../../platform/http/tenant-cache.ts';
import { buildContext } from './build-context.ts';

const tenant = {
  id: 1,
  uuid: '00000000-0000-4000-8000-000000000001',
  name: 'Academy',
  slug: 'academy',
  logo: '/logo.png',
  config: { theme: 'blue', default_language: 'nb', hosts: ['academy.test'] },
  gtm_id: 'GTM-ABC123',
  created_at: '',
  updated_at: '',
} satisfies Tenant;

const config = {
  frontendRequiredVersion: '1.2.3',
  enableGtm: true,
  pollIntervalMs: 15000,
  paddleVendorId: '4242',
  paddleSandbox: false,
  payments: {
    provider: 'paddle' as const,
    apiKey: 'pdl_secret_api_key',
    webhookSecret: 'pdl_ntfset_secret',
    clientToken: 'test_client_token',
    environment: 'sandbox' as const,
  },
  signInProviders: {
    entraAuthorityUrl: 'https://login.microsoftonline.com',
    facebookAuthorityUrl: 'https://www.facebook.com',
    facebookGraphUrl: 'https://graph.facebook.com',
    facebook: null,
    allowHttp: false,
  },
};

describe('buildContext', () => {
  it('passes the configured application, tag manager and payment settings through', () => {
    const context = buildContext({ actor: guestActor(1), tenant, locale: 'nb', config, version: '9.9.9' });
    expect(context.application).toEqual({
      name: 'Academy',
      version: '9.9.9',
      frontend_required: '1.2.3',
      enable_gtm: true,
      poll_interval: 15000,
      facebook_login: false,
    });
    expect(context.tenant).toEqual({
      uuid: tenant.uuid,
      name: 'Academy',
      logo: '/logo.png',
      // Only what the web needs of the settings document, named one by one (spec §3: its contents are not shown).
      config: { default_language: 'nb' },
      gtm_id: 'GTM-ABC123',
    });
    expect(context.paddle).toEqual({ vendor_id: '4242', sandbox: false });
    // The client token only: the API key and the webhook secret never reach the browser.
    expect(context.payments).toEqual({
      provider: 'paddle',
      paddle_client_token: 'test_client_token',
      sandbox: true,
    });
    expect(JSON.stringify(context)).not.toContain('pdl_');
    expect(context.user_language).toEqual({ code: 'nb' });
  });

  it("says whether plain /login offers Facebook: the platform's app is set, its secret never sent", () => {
    const facebook = { appId: 'fb-app-1', appSecret: 'fb-app-secret-XYZ' };
    const context = buildContext({
      actor: guestActor(1),
      tenant,
      locale: 'en',
      config: { ...config, signInProviders: { ...config.signInProviders, facebook } },
      version: '1',
    });
    expect(context.application.facebook_login).toBe(true);
    expect(JSON.stringify(context)).not.toContain('fb-app');
  });

  it('counts manager and department-head flags in the scope company only', () => {
    const actor = {
      ...guestActor(1),
      user: {
        id: 5,
        uuid: '00000000-0000-4000-8000-000000000005',
        first_name: 'Mia',
        last_name: 'Johansen',
        email: 'mia@academy.test',
        role: 'user' as const,
        language_code: null,
        last_login_at: null,
        use_classic_player: true,
        email_core: true,
        email_course: false,
        email_marketing: false,
      },
      token: { id: 1, expires_at: '2030-01-01T00:00:00.000Z', method: 'password' },
      companies: [
        { id: 10, uuid: '00000000-0000-4000-8000-000000000010', name: 'A', is_manager: true },
        { id: 20, uuid: '00000000-0000-4000-8000-000000000020', name: 'B', is_manager: false },
      ],
      departments: [{ id: 7, company_id: 10, is_head: true }],
    };
    const noScope = buildContext({ actor, tenant, locale: 'en', config, version: '1' }).user!;
    expect(noScope).toMatchObject({
      is_manager: true,
      is_manager_any: true,
      is_department_head: true,
      use_classic_player: true,
      permissions: ['organization.manage', 'people.search'],
    });
    expect(noScope.logout_at).toBe('2030-01-01T00:00:00.000Z');
    expect(noScope.email_preferences).toEqual({ core: true, course: false, marketing: false });

    const inB = buildContext({
      actor: { ...actor, scope: { type: 'company', id: 20, uuid: actor.companies[1].uuid, name: 'B' } },
      tenant,
      locale: 'en',
      config,
      version: '1',
    }).user!;
    // In a company they do not manage the organization area is closed; the people search stays.
    expect(inB).toMatchObject({
      is_manager: false,
      is_manager_any: true,
      is_department_head: false,
      permissions: ['people.search'],
    });
  });
});
