import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildTenant, demoTenant, tokenForDemo } from '../../test/factories.ts';

/**
 * Issue 20 finding 1: host names route requests to tenants, and they are the operators' (tenants are created by
 * operators). An administrator cannot name hosts through the API, and with more than one tenant a host no tenant
 * lists is served by none of them.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenForDemo(t.db, 'admin@academy.test');
});
afterAll(() => t.close());

const context = (host: string) => t.app.inject({ url: '/api/v1/context', headers: { host } });

describe('host routing', () => {
  it("refuses hosts (and any other key that is not an administrator's setting) in an update's config", async () => {
    const academy = await demoTenant(t.db);
    await buildTenant(t.db, 'Victim');
    t.app.services.tenants.invalidate();
    for (const config of [{ hosts: ['victim.test'] }, { hosts: null }, { theme: 'dark' }]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/tenants/${academy.uuid}`,
        headers: auth(admin, { 'accept-language': 'nb' }),
        payload: { config },
      });
      expect(response.statusCode).toBe(422);
      const [key] = Object.keys(config);
      expect(response.json().errors).toEqual({ [`config.${key}`]: ['Dette feltet er ikke tillatt.'] });
    }
    const topLevel = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/tenants/${academy.uuid}`,
      headers: auth(admin),
      payload: { hosts: ['victim.test'] },
    });
    expect(topLevel.statusCode).toBe(422);
    expect((await demoTenant(t.db)).config).not.toHaveProperty('hosts');
  });

  it('answers a host no tenant lists with 404 while more than one tenant exists', async () => {
    const unknown = await context('nowhere.example.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
    expect(unknown.json().message).toBe('No academy is served at this address.');
  });
});
