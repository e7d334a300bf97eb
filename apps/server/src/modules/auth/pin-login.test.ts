import type { LoginCodeIssued } from '@academy/contracts/entities/login-code';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accessTokens,
  companies,
  incidents,
  mailOutbox,
  users,
  userTokens,
} from '../../db/schema/tenancy.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { unawaitedWorkSettled } from '../../platform/auth/unawaited-work.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { auth, demoCompany, tokenForDemo } from '../../test/factories.ts';
import { solveCaptcha } from './auth-test-support.ts';
import { maxLoginCodeAttempts } from './login-codes.ts';

describe('PIN sign-in: issuing codes, POST /api/v1/auth/login/code, mailed codes', () => {
  const clock = createTestClock();
  let t: TestApp;
  let sequence = 0;
  let managerToken: string;
  // Three tries per address from one IP in a window, so the throttle is quick to reach.
  const loginRateLimit = 3;

  beforeAll(async () => {
    t = await buildTestApp({ clock, config: { loginRateLimit } });
    managerToken = await tokenForDemo(t.db, 'manager@academy.test');
  });
  afterAll(() => t.close());

  const setPinLogin = async (slug: 'nordlys' | 'fjord', on: boolean) => {
    const company = await demoCompany(t.db, slug);
    await t.db
      .update(companies)
      .set({ settings: { ...company.settings, pin_login: on } })
      .where(eq(companies.id, company.id));
  };
  beforeEach(async () => {
    clock.set(new Date());
    await setPinLogin('nordlys', true);
    await t.db.delete(userTokens).where(eq(userTokens.purpose, 'login_code'));
    await t.db.execute(sql`delete from rate_limits`);
  });

  const userByEmail = async (email: string) =>
    (await t.db.select().from(users).where(sql`lower(${users.email}) = ${email}`))[0];
  const issue = (token: string, userUuid: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${userUuid}/login-codes`,
      payload: body,
      headers: auth(token),
    });
  const list = (token: string, userUuid: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/users/${userUuid}/login-codes`, headers: auth(token) });
  const revoke = (token: string, userUuid: string, id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${userUuid}/login-codes/${id}/revoke`,
      headers: auth(token),
    });
  const signIn = (email: string, value: string, remoteAddress = `10.7.0.${++sequence}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/code',
      payload: { email, value },
      remoteAddress,
      headers: { 'accept-language': 'nb' },
    });
  const issueTo = async (email: string, body: Record<string, unknown> = { kind: 'single_use' }) => {
    const person = await userByEmail(email);
    const response = await issue(managerToken, person.uuid, body);
    expect(response.statusCode).toBe(201);
    return { person, item: response.json().data.item as LoginCodeIssued };
  };
  const inHours = (hours: number) => new Date(clock.now().getTime() + hours * 3_600_000).toISOString();

  it('issues a single-use code shown once, which signs the person in once with the common login answer', async () => {
    const { person, item } = await issueTo('learner@academy.test');
    expect(item).toEqual({
      id: expect.any(Number),
      kind: 'single_use',
      code: expect.stringMatching(/^\d{8}$/),
      created_at: expect.any(String),
      expires_at: expect.any(String),
      last_used_at: null,
    });
    // Stored only as a hash bound to the person.
    const [stored] = await t.db.select().from(userTokens).where(eq(userTokens.id, item.id));
    expect(stored.token_hash).not.toContain(item.code);
    expect(stored.token_hash).toBe(hashToken(`login_code:${person.id}:${item.code}`));

    // The list never carries the code.
    const listed = await list(managerToken, person.uuid);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(item.code);
    expect(listed.json().data.items).toEqual([
      {
        id: item.id,
        kind: 'single_use',
        created_at: item.created_at,
        expires_at: item.expires_at,
        last_used_at: null,
      },
    ]);

    const nordlys = await demoCompany(t.db, 'nordlys');
    const response = await signIn('Learner@Academy.test', item.code.replace(/(\d{4})/, '$1 '));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(item.code);
    const answer = response.json().data.item;
    expect(answer).toMatchObject({ scope: `companies:${nordlys.uuid}|company`, num_companies: 1 });
    const [token] = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.token_hash, hashToken(answer.access_token)));
    expect(token).toMatchObject({ user_id: person.id, method: 'code', company_id: nordlys.id });
    const [incident] = await t.db
      .select()
      .from(incidents)
      .where(and(eq(incidents.event, 'login'), eq(incidents.user_id, person.id)))
      .orderBy(sql`${incidents.id} desc`);
    expect(incident.data).toMatchObject({ method: 'code' });

    // Void once used: refused the second time, gone from the list.
    const again = await signIn('learner@academy.test', item.code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'E-postadressen eller koden stemmer ikke, eller koden er brukt eller utløpt.',
      errors: { value: ['E-postadressen eller koden stemmer ikke, eller koden er brukt eller utløpt.'] },
    });
    expect((await list(managerToken, person.uuid)).json().data.items).toEqual([]);
  });

  it('lets a time-limited code sign in again and again until it expires', async () => {
    const { person, item } = await issueTo('learner@academy.test', {
      kind: 'time_limited',
      expires_at: inHours(2),
    });
    expect(item.kind).toBe('time_limited');
    expect((await signIn('learner@academy.test', item.code)).statusCode).toBe(200);
    expect((await signIn('learner@academy.test', item.code)).statusCode).toBe(200);
    const [listed] = (await list(managerToken, person.uuid)).json().data.items;
    expect(listed.last_used_at).toEqual(expect.any(String));

    clock.set(new Date(clock.now().getTime() + 2 * 3_600_000 + 1000));
    expect((await signIn('learner@academy.test', item.code)).statusCode).toBe(422);
  });

  it('refuses an expired single-use code', async () => {
    const { item } = await issueTo('learner@academy.test');
    clock.advanceDays(8);
    const response = await signIn('learner@academy.test', item.code);
    expect(response.statusCode).toBe(422);
  });

  it('counts wrong codes and voids the live codes at the cap, with the same answer as an unknown address', async () => {
    const { item } = await issueTo('learner@academy.test');
    const wrong = item.code === '00000000' ? '11111111' : '00000000';
    const unknown = await signIn('nobody.at.all@academy.test', wrong);
    for (let attempt = 1; attempt <= maxLoginCodeAttempts; attempt++) {
      const response = await signIn('learner@academy.test', wrong);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(unknown.json());
      const [stored] = await t.db.select().from(userTokens).where(eq(userTokens.id, item.id));
      expect(stored.attempts).toBe(attempt);
      expect(stored.used_at === null).toBe(attempt < maxLoginCodeAttempts);
    }
    expect((await signIn('learner@academy.test', item.code)).statusCode).toBe(422);
  });

  it('throttles tries per address from one IP with 429 and Retry-After', async () => {
    const { item } = await issueTo('learner@academy.test', { kind: 'time_limited', expires_at: inHours(1) });
    for (let i = 0; i < loginRateLimit; i++) {
      expect((await signIn('learner@academy.test', '12345678x', '10.9.9.9')).statusCode).toBe(422);
    }
    const throttled = await signIn('learner@academy.test', item.code, '10.9.9.9');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toEqual(expect.any(String));
  });

  it('refuses sign-in and issuing when no company of the person has PIN sign-in on', async () => {
    const { item } = await issueTo('learner@academy.test', { kind: 'time_limited', expires_at: inHours(1) });
    await setPinLogin('nordlys', false);
    expect((await signIn('learner@academy.test', item.code)).statusCode).toBe(422);
    const person = await userByEmail('learner@academy.test');
    const refused = await issue(managerToken, person.uuid, { kind: 'single_use' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      kind: [expect.stringContaining('PIN sign-in is not turned on')],
    });
  });

  it('checks the expiry of a time-limited code', async () => {
    const person = await userByEmail('learner@academy.test');
    const past = await issue(managerToken, person.uuid, { kind: 'time_limited', expires_at: inHours(-1) });
    expect(past.statusCode).toBe(422);
    expect(Object.keys(past.json().errors)).toEqual(['expires_at']);
    const far = await issue(managerToken, person.uuid, {
      kind: 'time_limited',
      expires_at: inHours(24 * 400),
    });
    expect(far.statusCode).toBe(422);
    const missing = await issue(managerToken, person.uuid, { kind: 'time_limited' });
    expect(missing.statusCode).toBe(422);
  });

  it('revokes a code: it stops working and leaves the list', async () => {
    const { person, item } = await issueTo('learner@academy.test', {
      kind: 'time_limited',
      expires_at: inHours(3),
    });
    const response = await revoke(managerToken, person.uuid, item.id);
    expect(response.statusCode).toBe(200);
    expect((await list(managerToken, person.uuid)).json().data.items).toEqual([]);
    expect((await signIn('learner@academy.test', item.code)).statusCode).toBe(422);
    expect((await revoke(managerToken, person.uuid, item.id)).statusCode).toBe(404);
  });

  it("keeps codes to the person's managers: another company's manager and learners can neither issue, list nor revoke", async () => {
    const { person, item } = await issueTo('learner@academy.test', {
      kind: 'time_limited',
      expires_at: inHours(3),
    });
    for (const email of [
      'fjord.manager@academy.test',
      'fjord.learner@academy.test',
      'learner@academy.test',
    ]) {
      const token = await tokenForDemo(t.db, email);
      const issued = await issue(token, person.uuid, { kind: 'single_use' });
      expect([403, 404]).toContain(issued.statusCode);
      expect([403, 404]).toContain((await list(token, person.uuid)).statusCode);
      expect([403, 404]).toContain((await revoke(token, person.uuid, item.id)).statusCode);
    }
    // Nothing changed: the one code is still live and unused, and no other was made.
    const rows = await t.db.select().from(userTokens).where(eq(userTokens.purpose, 'login_code'));
    expect(rows).toHaveLength(1);
    expect(rows[0].used_at).toBeNull();
    // An administrator may.
    const admin = await tokenForDemo(t.db, 'admin@academy.test');
    expect((await list(admin, person.uuid)).statusCode).toBe(200);
    // Signed out: 401.
    const guest = await t.app.inject({ method: 'GET', url: `/api/v1/users/${person.uuid}/login-codes` });
    expect(guest.statusCode).toBe(401);
  });

  it('mails a one-time code on request, in the person’s language, with the same answer for any address', async () => {
    const sendLater = vi.spyOn(t.app.services.mail, 'sendLater');
    try {
      const ask = async (email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login/code/request',
          payload: { email, captcha: await solveCaptcha(t.app) },
          remoteAddress: `10.8.0.${++sequence}`,
        });
      const known = await ask('learner@academy.test');
      const unknown = await ask('nobody.at.all@academy.test');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json().data.message).toBe(unknown.json().data.message);
      await unawaitedWorkSettled();
      expect(sendLater).toHaveBeenCalledTimes(1);
      const [mail] = sendLater.mock.calls[0];
      expect(mail.to).toBe('learner@academy.test');
      const code = (mail.data as { code: string }).code;
      expect(code).toMatch(/^\d{8}$/);
      const [outbox] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'login-code'));
      expect(outbox).toBeDefined();

      expect((await signIn('learner@academy.test', code)).statusCode).toBe(200);
      expect((await signIn('learner@academy.test', code)).statusCode).toBe(422);

      const noCaptcha = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/code/request',
        payload: { email: 'learner@academy.test', captcha: 'bogus' },
        remoteAddress: `10.8.0.${++sequence}`,
      });
      expect(noCaptcha.statusCode).toBe(422);
    } finally {
      sendLater.mockRestore();
    }
  });
});
