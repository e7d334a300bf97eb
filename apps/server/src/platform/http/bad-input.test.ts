import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, languages, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, tokenForDemo } from '../../test/factories.ts';
import { hashToken } from '../auth/token-hash.ts';
import { issueAccessToken } from '../auth/tokens.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({ config: { bodyLimitBytes: 4096 } });
  admin = await tokenForDemo(t.db, 'admin@academy.test');
});
afterAll(() => t.close());

const languageCount = async () => (await t.db.select().from(languages)).length;

describe('bad input gets the right status, a translated message, and writes nothing', () => {
  it('refuses an oversized body with 413', async () => {
    const before = await languageCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/languages',
      headers: auth(admin, { 'accept-language': 'nb' }),
      payload: { code: 'xx', name: 'x'.repeat(10_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Forespørselen er for stor.');
    expect(await languageCount()).toBe(before);
  });

  it('refuses an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/languages',
      headers: auth(admin, { 'content-type': 'text/xml' }),
      payload: '<language/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('This content type is not supported.');
  });

  it('refuses wrong types and over-long strings keyed by field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/languages',
      headers: auth(admin),
      payload: { code: 12, name: 'n'.repeat(101) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      code: ['This value has the wrong type.'],
      name: ['Name is too long.'],
    });
  });

  it('answers 401 to an expired token and to a revoked one', async () => {
    const [learner] = await t.db.select().from(users).where(eq(users.email, 'learner@academy.test'));
    const expired = await issueAccessToken(t.db, {
      tenantId: learner.tenant_id,
      userId: learner.id,
      method: 'password',
      ttlMinutes: 1,
      now: new Date(Date.now() - 5 * 60_000),
    });
    const expiredResponse = await t.app.inject({ url: '/api/v1/users', headers: auth(expired.token) });
    expect(expiredResponse.statusCode).toBe(401);
    expect(expiredResponse.json().message).toBe('You are not signed in, or your session has expired.');

    const revoked = await tokenForDemo(t.db, 'learner@academy.test');
    await t.db
      .update(accessTokens)
      .set({ revoked_at: new Date().toISOString() })
      .where(eq(accessTokens.token_hash, hashToken(revoked)));
    expect((await t.app.inject({ url: '/api/v1/users', headers: auth(revoked) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/users', headers: auth('not-a-real-token') })).statusCode).toBe(
      401,
    );
  });

  it('answers unknown routes with a translated 404', async () => {
    const response = await t.app.inject({
      url: '/api/v1/nothing-here',
      headers: { 'accept-language': 'nb' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Elementet ble ikke funnet.');
  });
});
