import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, languages, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, tokenForDemo } from '../../test/factories.ts';
import { multipartBody, multipartType } from '../../test/multipart.ts';
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

describe('text PostgreSQL cannot store is refused at the edge, for every string of a request', () => {
  const invalidCharacters = 'This value contains characters that are not allowed.';

  it('refuses a NUL in an unauthenticated registration with 422 on the field, in Norwegian too', async () => {
    const password = 'a-long-password';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'nb' },
      payload: {
        first_name: 'Nul\u0000Byte',
        last_name: 'Person',
        email: 'nul.byte@example.test',
        password,
        password_confirmation: password,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      first_name: ['Verdien inneholder tegn som ikke er tillatt.'],
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'nul.byte@example.test'))).toEqual([]);
  });

  it('refuses a NUL in a query parameter', async () => {
    const response = await t.app.inject({ url: '/api/v1/courses?search=a%00b', headers: auth(admin) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ search: [invalidCharacters] });
  });

  it('refuses a lone surrogate instead of storing it changed', async () => {
    const before = await languageCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/languages',
      headers: auth(admin, { 'content-type': 'application/json' }),
      payload: '{"code":"zz","name":"half \\ud800 a pair"}',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [invalidCharacters] });
    expect(await languageCount()).toBe(before);
  });

  it('refuses a NUL in a key of a JSON document, on its parent field', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/companies/1',
      headers: auth(admin, { 'content-type': 'application/json' }),
      payload: '{"permissions":{"view\\u0000":true}}',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ permissions: [invalidCharacters] });
  });

  it('refuses a NUL in a multipart field', async () => {
    const before = await languageCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/languages',
      headers: auth(admin, { 'content-type': multipartType() }),
      payload: multipartBody([
        { name: 'code', value: 'zz' },
        { name: 'name', value: 'a\u0000b' },
      ]),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [invalidCharacters] });
    expect(await languageCount()).toBe(before);
  });

  it('refuses JSON nested deeper than any form with 400', async () => {
    const deep = `${'['.repeat(1000)}1${']'.repeat(1000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/languages',
      headers: auth(admin, { 'content-type': 'application/json', 'accept-language': 'nb' }),
      payload: `{"code":"zz","name":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Forespørselen er nøstet for dypt.');
  });
});

describe('a form the parser cannot read is the client’s fault', () => {
  const form = multipartBody([
    { name: 'code', value: 'zz' },
    { name: 'name', value: 'Zed' },
  ]).toString();
  const cases = [
    { name: 'without a boundary', type: 'multipart/form-data', payload: form },
    { name: 'with another boundary', type: multipartType('not-the-one-used'), payload: form },
    { name: 'cut short', type: multipartType(), payload: form.slice(0, form.length - 30) },
  ];
  for (const { name, type, payload } of cases) {
    it(`answers a multipart body ${name} with 400 and writes nothing`, async () => {
      const before = await languageCount();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/languages',
        headers: auth(admin, { 'content-type': type, 'accept-language': 'nb' }),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Skjemaet kunne ikke leses. Send det på nytt.');
      expect(await languageCount()).toBe(before);
    });
  }
});
