import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../db/query-counter.ts';
import { accessTokens, incidents, rateLimits, users } from '../../db/schema/tenancy.ts';
import { loadActorByToken } from '../../platform/auth/load-actor.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildUser, demoCompany, demoTenant } from '../../test/factories.ts';
import { demoPassword, loginThroughApi } from './auth-test-support.ts';

describe('POST /api/v1/auth/login and /logout', () => {
  let t: TestApp;
  let tenantId: number;
  // Three tries per address and fifteen per IP in a window, so the limits are quick to reach.
  const loginRateLimit = 3;

  beforeAll(async () => {
    t = await buildTestApp({ config: { loginRateLimit } });
    tenantId = (await demoTenant(t.db)).id;
  });
  afterAll(() => t.close());

  const userByEmail = async (email: string) =>
    (await t.db.select().from(users).where(sql`lower(${users.email}) = ${email}`))[0];
  const tokenRow = async (token: string) =>
    (
      await t.db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.token_hash, hashToken(token)))
    )[0];
  const tokenCount = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(accessTokens))[0].n;

  it('signs in a demo user (address in any case) and answers the login response of spec §3', async () => {
    const before = await userByEmail('manager@academy.test');
    const nordlys = await demoCompany(t.db, 'nordlys');

    const response = await loginThroughApi(t.app, { email: 'Manager@Academy.TEST', password: demoPassword });

    expect(response.statusCode).toBe(200);
    const { item, meta } = response.json().data;
    expect(meta.uuid).toEqual(expect.any(String));
    expect(item).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      expires_at: expect.any(String),
      last_login_at: new Date(before.last_login_at!).toISOString(),
      num_companies: 1,
      purchase_product_uuid: null,
      redirect_handshake: null,
      course: null,
      scope: `companies:${nordlys.uuid}|company`,
      additional: null,
    });
    const minutesValid = (Date.parse(item.expires_at) - Date.now()) / 60_000;
    expect(minutesValid).toBeGreaterThan(t.config.tokenTtlMinutes - 1);
    expect(minutesValid).toBeLessThanOrEqual(t.config.tokenTtlMinutes);

    // Only the hash is stored; the token names the user's single company and works for requests.
    const stored = await tokenRow(item.access_token);
    expect(stored).toMatchObject({
      user_id: before.id,
      method: 'password',
      company_id: nordlys.id,
      revoked_at: null,
    });
    const actor = await loadActorByToken(t.db, tenantId, hashToken(item.access_token));
    expect(actor?.user?.email).toBe('manager@academy.test');

    const after = await userByEmail('manager@academy.test');
    expect(Date.parse(after.last_login_at!)).toBeGreaterThan(Date.parse(before.last_login_at!));
    const [incident] = await t.db
      .select()
      .from(incidents)
      .where(and(eq(incidents.event, 'login'), eq(incidents.user_id, before.id)));
    expect(incident).toMatchObject({
      tenant_id: tenantId,
      company_id: nordlys.id,
      target: `users:${before.uuid}|user`,
    });
  });

  it('answers last_login_at null on the first sign-in (the web adds welcome=true), the previous time after', async () => {
    expect((await userByEmail('learner@academy.test')).last_login_at).toBeNull();

    const first = await loginThroughApi(t.app, { email: 'learner@academy.test', password: demoPassword });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.item.last_login_at).toBeNull();
    const recorded = (await userByEmail('learner@academy.test')).last_login_at;
    expect(recorded).not.toBeNull();

    const second = await loginThroughApi(t.app, { email: 'learner@academy.test', password: demoPassword });
    expect(second.json().data.item.last_login_at).toBe(new Date(recorded!).toISOString());
  });

  it('leaves the scope open for a user of several companies, and scopes to the company named on /login/:company', async () => {
    const fjord = await demoCompany(t.db, 'fjord');

    const open = await loginThroughApi(t.app, { email: 'multi@academy.test', password: demoPassword });
    expect(open.json().data.item).toMatchObject({ num_companies: 2, scope: null });
    expect((await tokenRow(open.json().data.item.access_token)).company_id).toBeNull();

    for (const reference of ['fjord', fjord.uuid]) {
      const named = await loginThroughApi(t.app, {
        email: 'multi@academy.test',
        password: demoPassword,
        company: reference,
      });
      expect(named.statusCode).toBe(200);
      expect(named.json().data.item).toMatchObject({
        num_companies: 2,
        scope: `companies:${fjord.uuid}|company`,
      });
      expect((await tokenRow(named.json().data.item.access_token)).company_id).toBe(fjord.id);
    }
  });

  it('gives the same answer for an unknown address, a wrong password and a company the user is not in; writes nothing', async () => {
    const tokensBefore = await tokenCount();
    const options = { remoteAddress: '10.0.1.1' };
    const unknown = await loginThroughApi(
      t.app,
      { email: 'nobody@academy.test', password: demoPassword },
      options,
    );
    const wrong = await loginThroughApi(
      t.app,
      { email: 'admin@academy.test', password: 'not-the-password' },
      options,
    );
    const notMember = await loginThroughApi(
      t.app,
      { email: 'manager@academy.test', password: demoPassword, company: 'fjord' },
      options,
    );

    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toBe(unknown.body);
    expect(notMember.statusCode).toBe(422);
    expect(notMember.body).toBe(unknown.body);
    expect(await tokenCount()).toBe(tokensBefore);
  });

  it('tells a disabled account so only to someone who knows its password', async () => {
    const user = await buildUser(t.db, tenantId, { email: 'disabled@example.test' });
    await t.db
      .update(users)
      .set({ password_hash: await hashPassword('secret-password'), is_active: false })
      .where(eq(users.id, user.id));
    const options = { remoteAddress: '10.0.1.2' };

    const right = await loginThroughApi(
      t.app,
      { email: 'disabled@example.test', password: 'secret-password' },
      options,
    );
    expect(right.statusCode).toBe(422);
    expect(right.json().errors).toEqual({
      email: ['This account is disabled. Please contact your administrator.'],
    });

    const wrong = await loginThroughApi(
      t.app,
      { email: 'disabled@example.test', password: 'guess' },
      options,
    );
    expect(wrong.json().errors).toEqual({ email: ['These credentials do not match our records.'] });
  });

  it('revokes the token on logout: the second logout with it answers 401', async () => {
    const login = await loginThroughApi(t.app, { email: 'head@academy.test', password: demoPassword });
    const token = login.json().data.item.access_token as string;

    const first = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: auth(token) });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.message).toBe('You have been logged out.');
    expect((await tokenRow(token)).revoked_at).not.toBeNull();
    expect(await loadActorByToken(t.db, tenantId, token)).toBeNull();

    const second = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: auth(token) });
    expect(second.statusCode).toBe(401);
    expect(second.json().message).toBe('You are not signed in, or your session has expired.');
  });

  it('throttles an address after the limit with a translated 429 and Retry-After, even for the right password', async () => {
    const options = { remoteAddress: '10.0.2.1', headers: { 'accept-language': 'nb' } };
    for (let attempt = 0; attempt < loginRateLimit; attempt += 1) {
      const failed = await loginThroughApi(
        t.app,
        { email: 'admin@academy.test', password: 'wrong' },
        options,
      );
      expect(failed.statusCode).toBe(422);
    }
    const tokensBefore = await tokenCount();

    const throttled = await loginThroughApi(
      t.app,
      { email: 'admin@academy.test', password: demoPassword },
      options,
    );

    expect(throttled.statusCode).toBe(429);
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(t.config.rateLimitWindowSeconds);
    expect(throttled.json()).toEqual({
      message: `For mange forsøk. Vent ${retryAfter} sekunder og prøv igjen.`,
    });
    expect(await tokenCount()).toBe(tokensBefore);

    // Another address from the same IP is still let through: the per-IP limit is higher.
    const other = await loginThroughApi(
      t.app,
      { email: 'super@academy.test', password: demoPassword },
      options,
    );
    expect(other.statusCode).toBe(200);
  });

  it("ends the address's own counter with a successful sign-in, in the sign-in's own statements", async () => {
    const options = { remoteAddress: '10.0.7.1' };
    const email = 'fjord.manager@academy.test';
    const perAddressCounter = async () =>
      (
        await t.db
          .select()
          .from(rateLimits)
          .where(sql`${rateLimits.key} like ${'login:%:ip:10.0.7.1:email:%'}`)
      )[0];
    for (let attempt = 0; attempt < loginRateLimit - 1; attempt += 1)
      expect((await loginThroughApi(t.app, { email, password: 'wrong' }, options)).statusCode).toBe(422);
    expect((await perAddressCounter()).hits).toBe(loginRateLimit - 1);

    // The counters, the person with their companies, then the token, the sign-in time, the audit and the
    // counter's end in one statement: three round trips around the argon2id verification (issue 26).
    const signedIn = await countQueries(() =>
      loginThroughApi(t.app, { email, password: demoPassword }, options),
    );
    expect(signedIn.result.statusCode).toBe(200);
    expect(signedIn.count).toBe(3);
    expect(await perAddressCounter()).toBeUndefined();

    // The limit counts again from nothing: as many mistakes as before are still answered 422, not 429.
    for (let attempt = 0; attempt < loginRateLimit - 1; attempt += 1)
      expect((await loginThroughApi(t.app, { email, password: 'wrong' }, options)).statusCode).toBe(422);
  });

  it('keeps counting per IP across successful sign-ins, so a flood from one IP is stopped', async () => {
    const options = { remoteAddress: '10.0.3.1' };
    const perIpLimit = loginRateLimit * 5;
    for (let attempt = 0; attempt < perIpLimit; attempt += 1) {
      const ok = await loginThroughApi(
        t.app,
        { email: 'fjord.learner@academy.test', password: demoPassword },
        options,
      );
      expect(ok.statusCode).toBe(200);
    }
    const flooded = await loginThroughApi(
      t.app,
      { email: 'fjord.manager@academy.test', password: demoPassword },
      options,
    );
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  });

  it('stops guessing one address from many IPs', async () => {
    const perAddressLimit = loginRateLimit * 5;
    for (let attempt = 0; attempt < perAddressLimit; attempt += 1) {
      const failed = await loginThroughApi(
        t.app,
        { email: 'guessed@academy.test', password: `guess-${attempt}` },
        { remoteAddress: `10.0.5.${attempt}` },
      );
      expect(failed.statusCode).toBe(422);
    }
    const throttled = await loginThroughApi(
      t.app,
      { email: 'guessed@academy.test', password: 'guess-again' },
      { remoteAddress: '10.0.6.1' },
    );
    expect(throttled.statusCode).toBe(429);
  });

  it('documents every auth route in the OpenAPI description', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const paths = response.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    const auth = Object.entries(paths).filter(([path]) => path.startsWith('/api/v1/auth/'));
    expect(auth.map(([path, operations]) => `${Object.keys(operations).join(',')} ${path}`).sort()).toEqual([
      'get /api/v1/auth/captcha/challenge',
      'get /api/v1/auth/register/{company}',
      'post /api/v1/auth/accept-company-invitation',
      'post /api/v1/auth/confirmed-verify-email-update',
      'post /api/v1/auth/login',
      'post /api/v1/auth/login/code',
      'post /api/v1/auth/login/code/request',
      'post /api/v1/auth/login/newlearning',
      'post /api/v1/auth/login/scorm',
      'post /api/v1/auth/login/storyboard',
      'post /api/v1/auth/login/{provider}',
      'post /api/v1/auth/login/{provider}/start',
      'post /api/v1/auth/logout',
      'post /api/v1/auth/recover',
      'post /api/v1/auth/register',
      'post /api/v1/auth/register-customer',
      'post /api/v1/auth/register/additional',
      'post /api/v1/auth/request-reset-password',
      'post /api/v1/auth/reset-password',
      'post /api/v1/auth/validate-company-invitation',
      'post /api/v1/auth/validate-verify-email-update',
    ]);
    for (const [, operations] of auth) {
      for (const operation of Object.values(operations)) expect(operation.tags).toEqual(['auth']);
    }
    expect(paths['/api/v1/auth/login'].post).toMatchObject({ requestBody: expect.any(Object) });
  });

  it('rejects bad input with the right status and a message keyed by field', async () => {
    const options = { remoteAddress: '10.0.4.1' };
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "admin@academy.test", "password": ',
      remoteAddress: options.remoteAddress,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON.' });

    const unknownField = await loginThroughApi(
      t.app,
      { email: 'admin@academy.test', password: demoPassword, remember_me: true },
      options,
    );
    expect(unknownField.statusCode).toBe(422);
    expect(unknownField.json().errors).toEqual({ remember_me: ['This field is not allowed.'] });

    const overLong = await loginThroughApi(
      t.app,
      { email: `${'a'.repeat(250)}@academy.test`, password: demoPassword },
      { ...options, headers: { 'accept-language': 'nb' } },
    );
    expect(overLong.statusCode).toBe(422);
    expect(overLong.json().message).toBe('Oisann! Det er noen feil. Se over og rett dem.');
    expect(overLong.json().errors.email).toContain('Kan ikke overstige 255 tegn.');

    const wrongType = await loginThroughApi(
      t.app,
      { email: 'admin@academy.test', password: 12345678 },
      options,
    );
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().errors)).toEqual(['password']);
  });
});
