import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inboxEvents } from '../../../db/schema/inbox.ts';
import {
  companies,
  companyUsers,
  departments,
  departmentUsers,
  incidents,
  users,
} from '../../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { auth, demoCompany, tokenForDemo } from '../../../test/factories.ts';
import { companyFqmi } from '../sign-in.service.ts';
import {
  type LocalOpenIdProviders,
  type ProviderAccount,
  startLocalOpenIdProviders,
} from './local-openid-provider.ts';
import { flowCookieName } from './sign-in-flow.ts';

/**
 * Microsoft Entra ID and Facebook sign-in (issue 25) end to end against real OpenID providers started here
 * (oidc-provider): the authorization code flow with state, nonce and PKCE, the id token's checks, who is signed
 * in, linked or made, the refusals, and the Entra ID credentials a company saves.
 */
describe('sign-in with Microsoft Entra ID and Facebook', () => {
  let providers: LocalOpenIdProviders;
  let t: TestApp;
  let sequence = 0;
  const nordlysTenant = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
  const nordlysClient = {
    clientId: '0f9d2c1e-7a41-4b8e-9c55-2d3e4f5a6b7c',
    clientSecret: 'nordlys-entra-secret-1',
  };
  const facebookApp = { clientId: 'academy-facebook-app', clientSecret: 'facebook-app-secret-1' };
  let adminToken: string;
  let nordlys: typeof companies.$inferSelect;
  let fjord: typeof companies.$inferSelect;

  beforeAll(async () => {
    providers = await startLocalOpenIdProviders();
    t = await buildTestApp({
      config: {
        signInProviders: {
          entraAuthorityUrl: providers.entraAuthorityUrl,
          facebookAuthorityUrl: providers.facebookUrl,
          facebookGraphUrl: providers.facebookUrl,
          facebook: { appId: facebookApp.clientId, appSecret: facebookApp.clientSecret },
          allowHttp: true,
        },
      },
    });
    providers.addEntraDirectory(nordlysTenant, {
      ...nordlysClient,
      redirectUri: `${t.config.publicUrl}/azure/callback`,
    });
    providers.setFacebookApp({ ...facebookApp, redirectUri: `${t.config.publicUrl}/facebook/callback` });
    adminToken = await tokenForDemo(t.db, 'admin@academy.test');
    nordlys = await demoCompany(t.db, 'nordlys');
    fjord = await demoCompany(t.db, 'fjord');
  });
  afterAll(async () => {
    await t?.close();
    await providers?.close();
  });
  beforeEach(async () => {
    await t.db.execute(sql`delete from rate_limits`);
  });

  const patchCompany = (token: string, uuid: string, settings: Record<string, unknown>, language = 'en') =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${uuid}`,
      headers: auth(token, { 'accept-language': language }),
      payload: { settings },
    });
  const entraSettings = (secret = nordlysClient.clientSecret) => ({
    azure_login: true,
    azure_tenant_id: nordlysTenant,
    azure_client_id: nordlysClient.clientId,
    azure_client_secret: secret,
  });
  const departmentOf = async (companyId: number, name: string) =>
    (
      await t.db
        .select()
        .from(departments)
        .where(and(eq(departments.company_id, companyId), eq(departments.name, name)))
    )[0];
  const userByEmail = async (email: string) =>
    (await t.db.select().from(users).where(sql`lower(${users.email}) = ${email}`))[0];

  /** Starts a sign-in as the browser does; answers the provider's address and the flow's cookie. */
  const start = async (provider: string, company?: string, remoteAddress = `10.9.0.${++sequence}`) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/login/${provider}/start`,
      payload: company ? { company } : {},
      remoteAddress,
    });
    const setCookie = String(response.headers['set-cookie'] ?? '');
    return { response, cookie: setCookie.split(';')[0], setCookie };
  };
  const callback = (provider: string, body: Record<string, unknown>, cookie: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/login/${provider}`,
      payload: body,
      headers: { cookie, 'accept-language': language },
      remoteAddress: `10.9.1.${++sequence % 250}`,
    });
  /** The whole flow: start, the person at the provider, the callback page's call. */
  const signInWith = async (provider: 'azure' | 'facebook', account: ProviderAccount, company?: string) => {
    const started = await start(provider, company);
    expect(started.response.statusCode).toBe(200);
    const params = await providers.authorize(started.response.json().data.item.authorization_url, account);
    const body = { code: params.code, state: params.state, ...(params.iss ? { iss: params.iss } : {}) };
    return { response: await callback(provider, body, started.cookie), body, cookie: started.cookie };
  };
  const refusals = () =>
    t.db.select().from(incidents).where(eq(incidents.event, 'login_refused')).orderBy(incidents.id);

  it('tries Microsoft credentials against the directory when they are saved, and keeps the secret sealed', async () => {
    const wrongSecret = await patchCompany(adminToken, nordlys.uuid, entraSettings('not-the-secret'), 'nb');
    expect(wrongSecret.statusCode).toBe(422);
    expect(wrongSecret.json().errors).toEqual({
      'settings.azure_client_secret': ['Microsoft-legitimasjonen er ugyldig.'],
    });
    const unknownDirectory = await patchCompany(adminToken, nordlys.uuid, {
      ...entraSettings(),
      azure_tenant_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownDirectory.json().errors).toEqual({
      'settings.azure_client_secret': ['Microsoft credentials invalid.'],
    });
    expect((await demoCompany(t.db, 'nordlys')).settings.azure_login).toBe(false);

    const saved = await patchCompany(adminToken, nordlys.uuid, {
      ...entraSettings(),
      azure_department_id: (await departmentOf(nordlys.id, 'Operations')).id,
    });
    expect(saved.statusCode).toBe(200);
    const shown = saved.json().data.item.settings;
    expect(shown).toMatchObject({ azure_login: true, azure_client_secret_set: true });
    expect(JSON.stringify(saved.json())).not.toContain(nordlysClient.clientSecret);
    expect(Object.keys(shown)).not.toContain('azure_client_secret_sealed');
    const stored = (await demoCompany(t.db, 'nordlys')).settings;
    expect(stored.azure_client_secret_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(nordlysClient.clientSecret);
    // Microsoft and Facebook stay mutually exclusive (spec §5).
    const both = await patchCompany(adminToken, nordlys.uuid, { facebook_login: true });
    expect(both.json().errors).toEqual({
      'settings.azure_login': ['Cannot enable Microsoft login while Facebook login is enabled.'],
    });
  });

  it("keeps a company's Microsoft settings from another company's manager", async () => {
    const fjordManager = await tokenForDemo(t.db, 'fjord.manager@academy.test');
    const read = await t.app.inject({
      url: `/api/v1/companies/${nordlys.uuid}`,
      headers: auth(fjordManager),
    });
    expect([403, 404]).toContain(read.statusCode);
    expect(read.body).not.toContain(nordlysTenant);
    const change = await patchCompany(fjordManager, nordlys.uuid, {
      azure_client_id: nordlysClient.clientId,
    });
    expect([403, 404]).toContain(change.statusCode);
    // Nordlys's own manager sees that a secret is set, never the secret.
    const manager = await tokenForDemo(t.db, 'manager@academy.test');
    const own = await t.app.inject({ url: `/api/v1/companies/${nordlys.uuid}`, headers: auth(manager) });
    expect(own.json().data.item.settings).toMatchObject({ azure_client_secret_set: true });
    expect(own.body).not.toContain('v1.');
  });

  it('answers another provider with the translated "invalid provider" error', async () => {
    const response = await callback('twitter', { code: 'x', state: 'y' }, '', 'nb');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Ugyldig leverandør: logg inn med Microsoft eller Facebook.');
    expect((await start('twitter')).response.statusCode).toBe(422);
  });

  it('starts the code flow with state, nonce and PKCE, keeping them in a sealed httpOnly cookie', async () => {
    const { response, setCookie } = await start('azure', 'nordlys');
    const url = new URL(response.json().data.item.authorization_url);
    expect(url.href.startsWith(`${providers.entraAuthorityUrl}/${nordlysTenant}/v2.0/`)).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: nordlysClient.clientId,
      response_type: 'code',
      redirect_uri: `${t.config.publicUrl}/azure/callback`,
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(param)).toBeTruthy();
    expect(setCookie).toContain(`${flowCookieName}=v1.`);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toContain(url.searchParams.get('state')!);
    // Microsoft sign-in is a company's: without one, or where it is off, it is not offered.
    expect((await start('azure')).response.json().message).toBe(
      'Sign-in with this provider is not available here.',
    );
    expect((await start('azure', 'fjord')).response.statusCode).toBe(422);
  });

  it("signs a newcomer from the company's directory in, in its initial department, scoped to the company", async () => {
    const { response } = await signInWith(
      'azure',
      {
        sub: 'entra-new-1',
        email: 'Kari.Nordmann@nordlys.example',
        email_verified: true,
        given_name: 'Kari',
        family_name: 'Nordmann',
      },
      'nordlys',
    );
    expect(response.statusCode).toBe(200);
    const item = response.json().data.item;
    expect(item).toMatchObject({
      scope: companyFqmi(nordlys),
      last_login_at: null,
      additional: { company: companyFqmi(nordlys), registration_additional_required: false },
    });
    expect(item.access_token).toBeTruthy();
    const person = await userByEmail('kari.nordmann@nordlys.example');
    expect(person).toMatchObject({ first_name: 'Kari', last_name: 'Nordmann', azure_id: 'entra-new-1' });
    const operations = await departmentOf(nordlys.id, 'Operations');
    const memberOf = await t.db.select().from(departmentUsers).where(eq(departmentUsers.user_id, person.id));
    expect(memberOf.map((row) => row.department_id)).toEqual([operations.id]);
    const [login] = await t.db
      .select()
      .from(incidents)
      .where(and(eq(incidents.event, 'login'), eq(incidents.user_id, person.id)));
    expect(login.data).toMatchObject({ method: 'azure' });
    // The token works: the context names the person.
    const context = await t.app.inject({ url: '/api/v1/context', headers: auth(item.access_token) });
    expect(context.json().data.item.user.email).toBe('kari.nordmann@nordlys.example');

    // Signing in again finds the person by the directory's subject, not anew.
    const again = await signInWith(
      'azure',
      { sub: 'entra-new-1', email: 'kari.nordmann@nordlys.example' },
      'nordlys',
    );
    expect(again.response.statusCode).toBe(200);
    expect(again.response.json().data.item.last_login_at).not.toBeNull();
  });

  it('sends a newcomer to register-additional when the company asks for more', async () => {
    await t.db
      .update(companies)
      .set({
        settings: {
          ...(await demoCompany(t.db, 'nordlys')).settings,
          custom_user_fields: [
            { key: 'employee_number', label: { en: 'Employee number', nb: 'Ansattnummer' }, required: true },
          ],
        },
      })
      .where(eq(companies.id, nordlys.id));
    const { response } = await signInWith(
      'azure',
      {
        sub: 'entra-new-2',
        email: 'ola@nordlys.example',
        email_verified: true,
        given_name: 'Ola',
        family_name: 'Hansen',
      },
      'nordlys',
    );
    expect(response.json().data.item.additional).toEqual({
      company: companyFqmi(nordlys),
      registration_additional_required: true,
    });
    await t.db
      .update(companies)
      .set({ settings: { ...(await demoCompany(t.db, 'nordlys')).settings, custom_user_fields: [] } })
      .where(eq(companies.id, nordlys.id));
  });

  it('links an existing member by a verified address only', async () => {
    const refused = await signInWith(
      'azure',
      { sub: 'entra-head', email: 'head@academy.test', email_verified: false },
      'nordlys',
    );
    expect(refused.response.statusCode).toBe(422);
    expect(refused.response.json().message).toBe(
      'The sign-in with the provider did not succeed. Please start again.',
    );
    expect((await userByEmail('head@academy.test')).azure_id).toBeNull();
    expect((await refusals()).at(-1)?.data).toMatchObject({ method: 'azure', reason: 'email_not_verified' });

    const linked = await signInWith(
      'azure',
      { sub: 'entra-learner', email: 'learner@academy.test', email_verified: true },
      'nordlys',
    );
    expect(linked.response.statusCode).toBe(200);
    const learner = await userByEmail('learner@academy.test');
    expect(learner.azure_id).toBe('entra-learner');
    const context = await t.app.inject({
      url: '/api/v1/context',
      headers: auth(linked.response.json().data.item.access_token),
    });
    expect(context.json().data.item.user.email).toBe('learner@academy.test');

    // A directory cannot claim a person who is not the company's, nor an administrator, by address.
    const outsider = await signInWith(
      'azure',
      { sub: 'entra-fjord', email: 'fjord.learner@academy.test', email_verified: true },
      'nordlys',
    );
    expect(outsider.response.statusCode).toBe(422);
    const admin = await signInWith(
      'azure',
      { sub: 'entra-admin', email: 'admin@academy.test', email_verified: true },
      'nordlys',
    );
    expect(admin.response.statusCode).toBe(422);
    expect(outsider.response.json().message).toBe(admin.response.json().message);
  });

  it('refuses a replayed callback, a changed state and a callback without its cookie, and records them', async () => {
    const first = await signInWith(
      'azure',
      { sub: 'entra-replay', email: 'replay@nordlys.example', email_verified: true },
      'nordlys',
    );
    expect(first.response.statusCode).toBe(200);
    const replay = await callback('azure', first.body, first.cookie, 'nb');
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe('Denne innloggingen er utløpt eller allerede brukt. Start på nytt.');
    expect((await refusals()).at(-1)?.data).toMatchObject({ reason: 'state_replayed' });

    const started = await start('azure', 'nordlys');
    const params = await providers.authorize(started.response.json().data.item.authorization_url, {
      sub: 'entra-state',
      email: 'state@nordlys.example',
      email_verified: true,
    });
    const changed = await callback(
      'azure',
      { code: params.code, state: `${params.state}x`, iss: params.iss },
      started.cookie,
    );
    expect(changed.statusCode).toBe(422);
    expect((await refusals()).at(-1)?.data).toMatchObject({ reason: 'state_mismatch' });
    const noCookie = await callback('azure', { code: params.code, state: params.state, iss: params.iss }, '');
    expect(noCookie.statusCode).toBe(422);
    const tampered = `${started.cookie.slice(0, -4)}AAAA`;
    expect(
      (await callback('azure', { code: params.code, state: params.state, iss: params.iss }, tampered))
        .statusCode,
    ).toBe(422);
    expect(await userByEmail('state@nordlys.example')).toBeUndefined();
  });

  it.each([
    ['a wrong nonce', { claims: (c: Record<string, unknown>) => ({ ...c, nonce: 'another-nonce' }) }],
    ['another audience', { claims: (c: Record<string, unknown>) => ({ ...c, aud: 'another-application' }) }],
    [
      'another issuer',
      { claims: (c: Record<string, unknown>) => ({ ...c, iss: 'https://login.example/other/v2.0' }) },
    ],
    [
      'an expired token',
      { claims: (c: Record<string, unknown>) => ({ ...c, iat: 1_600_000_000, exp: 1_600_000_600 }) },
    ],
    ['a signature by a key the directory does not publish', { foreignKey: true }],
  ])('refuses an id token with %s', async (_name, tamper) => {
    const email = `tampered-${++sequence}@nordlys.example`;
    providers.tamperNextIdToken(tamper);
    const { response } = await signInWith(
      'azure',
      { sub: `entra-t-${sequence}`, email, email_verified: true },
      'nordlys',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'The sign-in with the provider did not succeed. Please start again.',
    );
    expect(await userByEmail(email)).toBeUndefined();
    expect((await refusals()).at(-1)?.data.reason).toMatch(/^token:/);
  });

  it("signs in with Facebook through the platform's app, into a company that allows it", async () => {
    const drivers = await departmentOf(fjord.id, 'Drivers');
    // Facebook on /login/fjord only once Fjord switches it on.
    expect((await start('facebook', 'fjord')).response.statusCode).toBe(422);
    await t.db
      .update(companies)
      .set({ settings: { ...fjord.settings, facebook_login: true, facebook_department_id: drivers.id } })
      .where(eq(companies.id, fjord.id));
    const started = await start('facebook', 'fjord');
    expect(started.response.json().data.item.authorization_url).toContain(
      `${providers.facebookUrl}/v21.0/dialog/oauth?`,
    );

    const { response } = await signInWith(
      'facebook',
      {
        sub: 'fb-1001',
        email: 'per@fjord.example',
        email_verified: true,
        given_name: 'Per',
        family_name: 'Berg',
      },
      'fjord',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.item.scope).toBe(companyFqmi(fjord));
    const person = await userByEmail('per@fjord.example');
    expect(person.facebook_id).toBe('fb-1001');
    const [membership] = await t.db.select().from(companyUsers).where(eq(companyUsers.user_id, person.id));
    expect(membership.company_id).toBe(fjord.id);
    const [department] = await t.db
      .select()
      .from(departmentUsers)
      .where(eq(departmentUsers.user_id, person.id));
    expect(department.department_id).toBe(drivers.id);

    // On /login (no company) Facebook signs in only people it knows, where a company of theirs allows it; the
    // context tells the page that the platform's app is set, so it shows the button.
    const context = await t.app.inject({ method: 'GET', url: '/api/v1/context' });
    expect(context.json().data.item.application.facebook_login).toBe(true);
    const known = await signInWith('facebook', { sub: 'fb-1001', email: 'per@fjord.example' });
    expect(known.response.statusCode).toBe(200);
    expect(known.response.json().data.item.scope).toBe(companyFqmi(fjord));
    const stranger = await signInWith('facebook', {
      sub: 'fb-2002',
      email: 'new@elsewhere.example',
      email_verified: true,
    });
    expect(stranger.response.statusCode).toBe(422);
    expect(await userByEmail('new@elsewhere.example')).toBeUndefined();
    await t.db.update(companies).set({ settings: fjord.settings }).where(eq(companies.id, fjord.id));
  });

  it("forgets used-up states a day on (the inbox's prune), while payment events stay", async () => {
    const tenantId = (await t.db.select({ id: companies.tenant_id }).from(companies).limit(1))[0].id;
    await t.db.insert(inboxEvents).values({
      tenant_id: tenantId,
      source: 'paddle',
      event_id: 'evt-kept-by-payments',
      payload: {},
      processed_at: new Date().toISOString(),
    });
    const bySource = async () =>
      (
        await t.db
          .select({ source: inboxEvents.source, count: sql<number>`count(*)::int` })
          .from(inboxEvents)
          .groupBy(inboxEvents.source)
      ).reduce<Record<string, number>>((all, row) => Object.assign(all, { [row.source]: row.count }), {});
    // The sign-ins above used up their states; within the day they still refuse a replay.
    expect((await bySource())['sign-in:azure']).toBeGreaterThan(0);
    await t.app.services.inbox.prune(new Date(Date.now() + 3_600_000));
    expect((await bySource())['sign-in:azure']).toBeGreaterThan(0);
    await t.app.services.inbox.prune(new Date(Date.now() + 25 * 3_600_000));
    const left = await bySource();
    expect(left['sign-in:azure']).toBeUndefined();
    expect(left['sign-in:facebook']).toBeUndefined();
    expect(left.paddle).toBe(1);
  });

  it('throttles provider sign-in per address like password sign-in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < t.config.loginRateLimit * 5 + 1; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/azure',
        payload: { code: 'x', state: 'y' },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses[0]).toBe(422);
  });
});
