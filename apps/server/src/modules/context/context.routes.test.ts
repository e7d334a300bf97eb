import { itemEnvelope } from '@academy/contracts/common/envelope';
import { contextSchema } from '@academy/contracts/entities/context';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../db/query-counter.ts';
import { notifications } from '../../db/schema/learning.ts';
import { languages, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, demoCompany, demoTenant, tokenForDemo } from '../../test/factories.ts';
import { applicationVersion } from '../../version.ts';

describe('GET /api/v1/context', () => {
  let t: TestApp;
  let nordlys: { id: number; uuid: string; name: string };
  let fjord: { id: number; uuid: string; name: string };

  beforeAll(async () => {
    t = await buildTestApp();
    nordlys = await demoCompany(t.db, 'nordlys');
    fjord = await demoCompany(t.db, 'fjord');
  });
  afterAll(() => t.close());

  const getContext = async (headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/context', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // The context is sent already serialised, past the response validation: hold it to its contract here.
    return itemEnvelope(contextSchema).parse(response.json()).data.item;
  };

  it('answers a signed-out visitor with the application and tenant and no user', async () => {
    const tenant = await demoTenant(t.db);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/context' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.meta).toMatchObject({ uuid: expect.any(String), request: null, relations: [] });
    expect(data.item).toEqual({
      application: {
        name: 'Academy',
        version: applicationVersion,
        frontend_required: null,
        enable_gtm: false,
        poll_interval: 30000,
        // No Facebook app is set in tests: plain /login offers no Facebook button.
        facebook_login: false,
      },
      context: { scope: null, user_scope: null, impersonating: false, sign_in_method: null },
      tenant: {
        uuid: tenant.uuid,
        name: tenant.name,
        logo: tenant.logo,
        config: { default_language: 'en' },
        gtm_id: tenant.gtm_id,
      },
      paddle: { vendor_id: '', sandbox: true },
      // Without Paddle keys the shop pays in the local sandbox.
      payments: { provider: 'local', paddle_client_token: null, sandbox: true },
      user: null,
      user_language: { code: 'en' },
      impersonating: false,
    });
  });

  it('takes the language of a signed-out visitor from Accept-Language', async () => {
    expect((await getContext({ 'accept-language': 'nb-NO,nb;q=0.9,en;q=0.5' })).user_language).toEqual({
      code: 'nb',
    });
  });

  it('ignores a stale token: the user is null, so the web drops it (spec §4)', async () => {
    expect((await getContext(auth('not-a-real-token'))).user).toBeNull();
  });

  it('describes a learner of one company, scoped to that company', async () => {
    const token = await tokenForDemo(t.db, 'learner@academy.test');
    const item = await getContext(auth(token));
    const [learner] = await t.db.select().from(users).where(eq(users.email, 'learner@academy.test'));
    const [stored] = await t.db
      .execute(sql`select expires_at from access_tokens order by id desc limit 1`)
      .then((r) => (r as unknown as { rows: { expires_at: string }[] }).rows);

    expect(item.user).toEqual({
      id: learner.id,
      uuid: learner.uuid,
      fqmi: `users:${learner.uuid}|user`,
      name: 'Lene Larsen',
      first_name: 'Lene',
      last_name: 'Larsen',
      email: 'learner@academy.test',
      role: 'user',
      is_admin: false,
      is_super_admin: false,
      is_manager: false,
      is_manager_any: false,
      is_department_head: false,
      // A learner holds no permission of the registry: no admin or organization area, no people search.
      permissions: [],
      use_classic_player: false,
      last_login_at: null,
      logout_at: new Date(stored.expires_at).toISOString(),
      email_preferences: {
        core: learner.email_core,
        course: learner.email_course,
        marketing: learner.email_marketing,
      },
      companies: [
        {
          uuid: nordlys.uuid,
          fqmi: `companies:${nordlys.uuid}|company`,
          name: nordlys.name,
          is_manager: false,
        },
      ],
    });
    expect(item.context).toEqual({
      scope: {
        fqmi: `companies:${nordlys.uuid}|company`,
        type: 'company',
        uuid: nordlys.uuid,
        name: nordlys.name,
      },
      user_scope: null,
      impersonating: false,
      sign_in_method: 'password',
    });
  });

  it('flags managers, department heads, admins and super admins', async () => {
    const manager = (await getContext(auth(await tokenForDemo(t.db, 'manager@academy.test')))).user;
    expect(manager).toMatchObject({
      is_manager: true,
      is_manager_any: true,
      is_admin: false,
      is_department_head: false,
    });
    expect(manager?.companies).toEqual([expect.objectContaining({ uuid: nordlys.uuid, is_manager: true })]);

    const head = (await getContext(auth(await tokenForDemo(t.db, 'head@academy.test')))).user;
    expect(head).toMatchObject({ is_manager: false, is_department_head: true });

    const admin = (await getContext(auth(await tokenForDemo(t.db, 'admin@academy.test')))).user;
    expect(admin).toMatchObject({ role: 'admin', is_admin: true, is_super_admin: false, companies: [] });

    const superAdmin = (await getContext(auth(await tokenForDemo(t.db, 'super@academy.test')))).user;
    expect(superAdmin).toMatchObject({ role: 'super_admin', is_admin: true, is_super_admin: true });
  });

  it('leaves a user of two companies without a scope until one is chosen, then follows Context-Scope', async () => {
    const token = await tokenForDemo(t.db, 'multi@academy.test');
    const unscoped = await getContext(auth(token));
    expect(unscoped.context.scope).toBeNull();
    expect(unscoped.user?.companies.map((c) => c.uuid).sort()).toEqual([nordlys.uuid, fjord.uuid].sort());

    const scoped = await getContext(auth(token, { 'context-scope': `companies:${fjord.uuid}|company` }));
    expect(scoped.context.scope).toMatchObject({ type: 'company', uuid: fjord.uuid, name: fjord.name });
    expect(scoped.impersonating).toBe(false);
  });

  it('says so when an admin impersonates a company', async () => {
    const token = await tokenForDemo(t.db, 'admin@academy.test');
    const item = await getContext(auth(token, { 'context-scope': `companies:${nordlys.uuid}|company` }));
    expect(item.impersonating).toBe(true);
    expect(item.context).toMatchObject({
      impersonating: true,
      scope: { uuid: nordlys.uuid, type: 'company' },
    });
  });

  it("gives the user's preferred language over Accept-Language", async () => {
    const [nb] = await t.db.select().from(languages).where(eq(languages.code, 'nb'));
    await t.db
      .update(users)
      .set({ preferred_language_id: nb.id })
      .where(eq(users.email, 'head@academy.test'));
    const token = await tokenForDemo(t.db, 'head@academy.test');
    expect((await getContext(auth(token, { 'accept-language': 'en' }))).user_language).toEqual({
      code: 'nb',
    });
  });

  it('runs no query of its own: only the one that loads the actor', async () => {
    const token = await tokenForDemo(t.db, 'manager@academy.test');
    await getContext(auth(token)); // fills the tenant cache
    const { count, statements } = await countQueries(() => getContext(auth(token)));
    expect(count, statements.join('\n')).toBe(1);
  });
});

describe('GET /api/v1/poll and /api/v1/diagnostic/auth', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ config: { frontendRequiredVersion: '2.0.0' } });
  });
  afterAll(() => t.close());

  it('refuses a signed-out poll with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/poll' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('You are not signed in, or your session has expired.');
  });

  it('reports the unread notifications, the logout time and the required frontend', async () => {
    const token = await tokenForDemo(t.db, 'learner@academy.test');
    const [learner] = await t.db.select().from(users).where(eq(users.email, 'learner@academy.test'));
    const unread = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, learner.id), isNull(notifications.read_at)));
    expect(unread.length).toBeGreaterThan(0);

    const response = await t.app.inject({ method: 'GET', url: '/api/v1/poll', headers: auth(token) });
    expect(response.statusCode).toBe(200);
    const item = response.json().data.item;
    expect(item).toEqual({
      frontend_required: '2.0.0',
      logout_at: expect.any(String),
      unread_notifications: unread.length,
      maintenance: false,
    });
    // The token was issued for 60 minutes by the factory.
    const minutesLeft = (Date.parse(item.logout_at) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(55);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it('counts only the caller’s own notifications', async () => {
    const token = await tokenForDemo(t.db, 'fjord.manager@academy.test');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/poll', headers: auth(token) });
    expect(response.json().data.item.unread_notifications).toBe(0);
  });

  it('describes a signed-out caller as not authenticated', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/diagnostic/auth',
      headers: auth('stale'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.item).toEqual({
      authenticated: false,
      user_uuid: null,
      token_expires_at: null,
      token_method: null,
      scope: null,
      user_scope: null,
      impersonating: false,
      is_admin: false,
      companies_count: 0,
      managed_companies_count: 0,
    });
  });

  it('describes a signed-in caller: user, token expiry, scope and companies', async () => {
    const token = await tokenForDemo(t.db, 'multi@academy.test');
    const fjord = await demoCompany(t.db, 'fjord');
    const [multi] = await t.db.select().from(users).where(eq(users.email, 'multi@academy.test'));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/diagnostic/auth',
      headers: auth(token, { 'context-scope': fjord.uuid }),
    });
    expect(response.json().data.item).toEqual({
      authenticated: true,
      user_uuid: multi.uuid,
      token_expires_at: expect.any(String),
      token_method: 'password',
      scope: `companies:${fjord.uuid}|company`,
      user_scope: null,
      impersonating: false,
      is_admin: false,
      companies_count: 2,
      managed_companies_count: 0,
    });
  });

  it('is served at the path the web calls before retrying the course list, for every role, never echoing the token', async () => {
    // The web's retry (spec §8) calls GET /api/v1/diagnostic/auth after a 403 on GET /api/v1/courses.
    const nordlys = await demoCompany(t.db, 'nordlys');
    for (const email of ['learner', 'manager', 'admin', 'multi'].map((who) => `${who}@academy.test`)) {
      const token = await tokenForDemo(t.db, email);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/diagnostic/auth?timestamp=1',
        headers: auth(token, email.startsWith('multi') ? { 'context-scope': nordlys.uuid } : {}),
      });
      expect(response.statusCode, email).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).not.toContain(token);
      expect(response.json().data.item).toMatchObject({ authenticated: true, token_method: 'password' });
    }
  });
});
