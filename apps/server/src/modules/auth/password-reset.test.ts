import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { incidents, mailOutbox, users, userTokens } from '../../db/schema/tenancy.ts';
import { loadActorByToken } from '../../platform/auth/load-actor.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { unawaitedWorkSettled } from '../../platform/auth/unawaited-work.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { demoTenant, tokenForDemo } from '../../test/factories.ts';
import { demoPassword, loginThroughApi, solveCaptcha } from './auth-test-support.ts';

describe('password reset: /captcha/challenge, /request-reset-password, /recover, /reset-password', () => {
  const clock = createTestClock();
  let t: TestApp;
  let tenantId: number;
  let sequence = 0;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    tenantId = (await demoTenant(t.db)).id;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${url}`,
      payload,
      headers,
      remoteAddress: `10.2.0.${++sequence}`,
    });
  const userByEmail = async (email: string) =>
    (await t.db.select().from(users).where(sql`lower(${users.email}) = ${email}`))[0];
  const outboxFor = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  /** Requests a reset link and reads it from the mail handed to the mail service. */
  async function requestLink(
    email: string,
    entryPoint: 'request-reset-password' | 'recover' = 'request-reset-password',
  ) {
    const sendLater = vi.spyOn(t.app.services.mail, 'sendLater');
    try {
      const response = await post(entryPoint, { email, captcha: await solveCaptcha(t.app) });
      expect(response.statusCode).toBe(200);
      // The answer does not wait for the lookup and the mail (they are a job): wait for them here.
      await unawaitedWorkSettled();
      const [mail] = sendLater.mock.calls.at(-1)!;
      const link = (mail.data as { link: string }).link;
      const match = /\/reset-password\/([^/]+)\/([^/]+)$/.exec(link)!;
      return { link, token: match[1], email: decodeURIComponent(match[2]) };
    } finally {
      sendLater.mockRestore();
    }
  }

  it('serves a signed ALTCHA challenge as plain JSON, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: t.config.altchaMaxNumber,
      salt: expect.stringMatching(/\?expires=\d+&$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('runs the whole flow: mail with the link, new password, old sessions ended, link used up', async () => {
    const email = 'fjord.learner@academy.test';
    const oldSession = await tokenForDemo(t.db, email);

    const { link, token } = await requestLink(email);

    expect(link).toBe(`${t.config.publicUrl}/reset-password/${token}/fjord.learner%40academy.test`);
    // fjord.learner prefers Norwegian: the mail is in nb whatever the request said.
    const [mail] = await outboxFor(email);
    expect(mail).toMatchObject({
      template: 'password-reset',
      locale: 'nb',
      subject: 'Tilbakestill passordet ditt',
    });
    const [stored] = await t.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.token_hash, hashToken(token)));
    expect(stored).toMatchObject({ purpose: 'password_reset', used_at: null });
    const minutesValid = (Date.parse(stored.expires_at) - clock.now().getTime()) / 60_000;
    expect(Math.round(minutesValid)).toBe(60);

    const reset = await post('reset-password', {
      email,
      token,
      password: 'a-brand-new-password',
      password_confirmation: 'a-brand-new-password',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.message).toBe('Your password has been reset.');

    const user = await userByEmail(email);
    expect(await verifyPassword(user.password_hash!, 'a-brand-new-password')).toBe(true);
    expect(await loadActorByToken(t.db, tenantId, oldSession)).toBeNull();
    const [used] = await t.db.select().from(userTokens).where(eq(userTokens.id, stored.id));
    expect(used.used_at).not.toBeNull();
    const events = await t.db
      .select()
      .from(incidents)
      .where(and(eq(incidents.user_id, user.id), eq(incidents.event, 'password_reset')));
    expect(events).toHaveLength(1);

    const oldPassword = await loginThroughApi(t.app, { email, password: demoPassword });
    expect(oldPassword.statusCode).toBe(422);
    const newPassword = await loginThroughApi(t.app, { email, password: 'a-brand-new-password' });
    expect(newPassword.statusCode).toBe(200);

    const reused = await post('reset-password', { email, token, password: 'yet-another-password' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ token: ['This password reset link is invalid or has expired.'] });
    expect(await verifyPassword((await userByEmail(email)).password_hash!, 'a-brand-new-password')).toBe(
      true,
    );
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const known = await post('request-reset-password', {
      email: 'head@academy.test',
      captcha: await solveCaptcha(t.app),
    });
    const unknown = await post('request-reset-password', {
      email: 'nobody@academy.test',
      captcha: await solveCaptcha(t.app),
    });

    expect(unknown.statusCode).toBe(known.statusCode);
    const withoutResponseId = (body: { data: { meta: Record<string, unknown> } }) => ({
      ...body.data,
      meta: { ...body.data.meta, uuid: 'per-response' },
    });
    expect(withoutResponseId(unknown.json())).toEqual(withoutResponseId(known.json()));
    expect(known.json().data.message).toBe(
      'If the address is registered, we have sent a link to reset the password.',
    );
    await unawaitedWorkSettled();
    expect(await outboxFor('head@academy.test')).toHaveLength(1);
    expect(await outboxFor('nobody@academy.test')).toHaveLength(0);
  });

  it('sends nothing to a user who turned core e-mails off, with the same answer', async () => {
    await t.db.update(users).set({ email_core: false }).where(eq(users.email, 'multi@academy.test'));
    const response = await post('request-reset-password', {
      email: 'multi@academy.test',
      captcha: await solveCaptcha(t.app),
    });
    expect(response.statusCode).toBe(200);
    await unawaitedWorkSettled();
    expect(await outboxFor('multi@academy.test')).toHaveLength(0);
  });

  it('answers without waiting for the lookup and the mail: both entry points only queue a job', async () => {
    // The job's mail is held until the test lets it go; an entry point that waited for the job (its lookup
    // and its mail) would never answer. Queuing the job is all an answer waits for.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const enqueue = vi.spyOn(t.app.services.jobs, 'enqueue');
    const sendLater = vi.spyOn(t.app.services.mail, 'sendLater').mockImplementation(async () => {
      await held;
      return { id: 0, uuid: '', duplicate: true };
    });
    try {
      for (const [entryPoint, email] of [
        ['request-reset-password', 'learner@academy.test'],
        ['recover', 'nobody.at.all@academy.test'],
      ] as const) {
        const response = await post(entryPoint, { email, captcha: await solveCaptcha(t.app) });
        expect(response.statusCode).toBe(200);
      }
      await vi.waitFor(() => expect(enqueue).toHaveBeenCalledTimes(2), { timeout: 30_000 });
      expect(enqueue.mock.calls.map(([name, data]) => [name, (data as { email: string }).email])).toEqual([
        ['auth.password-reset-request', 'learner@academy.test'],
        ['auth.password-reset-request', 'nobody.at.all@academy.test'],
      ]);
    } finally {
      release();
      enqueue.mockRestore();
      await unawaitedWorkSettled();
      sendLater.mockRestore();
    }
    expect(await outboxFor('learner@academy.test')).toHaveLength(0);
  });

  it('accepts the recover entry point with its captcha fingerprint the same way', async () => {
    const { token } = await requestLink('admin@academy.test', 'recover');
    const [stored] = await t.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.token_hash, hashToken(token)));
    expect(stored.purpose).toBe('password_reset');

    const withFingerprint = await post('recover', {
      email: 'admin@academy.test',
      captcha: await solveCaptcha(t.app),
      'captcha:fingerprint': 'abc123',
    });
    expect(withFingerprint.statusCode).toBe(200);
    await unawaitedWorkSettled();
    // Only the newest link works.
    const [voided] = await t.db.select().from(userTokens).where(eq(userTokens.id, stored.id));
    expect(voided.used_at).not.toBeNull();
  });

  it('requires a solved captcha, and accepts each solution once', async () => {
    const missing = await post(
      'request-reset-password',
      { email: 'head@academy.test' },
      { 'accept-language': 'nb' },
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ captcha: ['Dette feltet er påkrevd.'] });

    const empty = await post('request-reset-password', { email: 'head@academy.test', captcha: '' });
    expect(empty.json().errors).toEqual({ captcha: ['Please confirm that you are not a robot.'] });

    const garbage = await post('request-reset-password', {
      email: 'head@academy.test',
      captcha: 'bm90LWEtc29sdXRpb24=',
    });
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().errors).toEqual({
      captcha: ['The captcha could not be verified. Please try again.'],
    });

    const solution = await solveCaptcha(t.app);
    const tampered = JSON.parse(Buffer.from(solution, 'base64').toString());
    tampered.number = (tampered.number + 1) % (t.config.altchaMaxNumber + 1);
    const wrongNumber = await post('request-reset-password', {
      email: 'head@academy.test',
      captcha: Buffer.from(JSON.stringify(tampered)).toString('base64'),
    });
    expect(wrongNumber.statusCode).toBe(422);

    const first = await post('request-reset-password', { email: 'head@academy.test', captcha: solution });
    expect(first.statusCode).toBe(200);
    const replayed = await post('request-reset-password', { email: 'head@academy.test', captcha: solution });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().errors).toEqual({
      captcha: ['The captcha could not be verified. Please try again.'],
    });
  });

  it('throttles reset requests per address with a translated 429', async () => {
    const remoteAddress = '10.2.9.9';
    const request = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/request-reset-password',
        payload: { email: 'manager@academy.test', captcha: 'bm8=' },
        headers: { 'accept-language': 'nb' },
        remoteAddress,
      });
    for (let attempt = 0; attempt < t.config.loginRateLimit; attempt += 1) {
      expect((await request()).statusCode).toBe(422);
    }
    const throttled = await request();
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/^For mange forsøk\. Vent \d+ sekunder og prøv igjen\.$/);
    expect(throttled.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('rejects a mismatching confirmation and an unknown token, changing nothing', async () => {
    const { token, email } = await requestLink('manager@academy.test');
    const before = (await userByEmail(email)).password_hash;

    const mismatch = await post('reset-password', {
      email,
      token,
      password: 'first-choice-password',
      password_confirmation: 'second-choice-password',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['Password confirmation must match the password.'],
    });

    const wrongToken = await post('reset-password', {
      email,
      token: `${token}x`,
      password: 'first-choice-password',
    });
    expect(wrongToken.json().errors).toEqual({
      token: ['This password reset link is invalid or has expired.'],
    });

    const otherUser = await post('reset-password', {
      email: 'head@academy.test',
      token,
      password: 'first-choice-password',
    });
    expect(otherUser.statusCode).toBe(422);

    expect((await userByEmail(email)).password_hash).toBe(before);
  });

  it('rejects a link after its hour has passed', async () => {
    const { token, email } = await requestLink('super@academy.test');
    const before = (await userByEmail(email)).password_hash;

    clock.set(new Date(clock.now().getTime() + 61 * 60_000));
    try {
      const expired = await post('reset-password', { email, token, password: 'too-late-password' });
      expect(expired.statusCode).toBe(422);
      expect(expired.json().errors).toEqual({
        token: ['This password reset link is invalid or has expired.'],
      });
      expect((await userByEmail(email)).password_hash).toBe(before);
    } finally {
      clock.set(new Date());
    }
  });
});
