import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantHosts } from '../../db/schema/tenants.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildTenant, buildUser, demoTenant, tokenFor, tokenForDemo } from '../../test/factories.ts';
import { runTenantCommand, setTenantHosts, TenantHostError } from './index.ts';

/**
 * Issue 20 finding 1: host names route requests to tenants, and they are the operators' (tenants are created by
 * operators). An administrator cannot name hosts through the API, one host belongs to one tenant, and with more
 * than one tenant a host no tenant lists is served by none of them.
 */
let t: TestApp;
let admin: string;
let victim: Awaited<ReturnType<typeof buildTenant>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenForDemo(t.db, 'admin@academy.test');
  victim = await buildTenant(t.db, 'Victim');
  await setTenantHosts(t.db, victim.id, ['victim.test', 'www.victim.test']);
  t.app.services.tenants.invalidate();
});
afterAll(() => t.close());

const context = (host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/v1/context', headers: { host, ...headers } });
const hostsOf = async (tenantId: number) =>
  (await t.db.select().from(tenantHosts).where(eq(tenantHosts.tenant_id, tenantId)))
    .map((row) => row.host)
    .sort();

describe('host routing', () => {
  it('serves each tenant on its own hosts, whatever the case, port or trailing dot', async () => {
    for (const host of ['victim.test', 'VICTIM.test:8443', 'www.victim.test.']) {
      const response = await context(host);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.item.tenant.name).toBe('Victim');
    }
    expect((await context('localhost:3000')).json().data.item.tenant.name).toBe('Academy');
  });

  it("refuses hosts (and any other key that is not an administrator's setting) in an update's config", async () => {
    const academy = await demoTenant(t.db);
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
    // The victim's address still serves the victim, and the attacker's tenant has no new host.
    expect((await context('victim.test')).json().data.item.tenant.name).toBe('Victim');
    expect(await hostsOf(academy.id)).toEqual(['localhost']);
  });

  it("keeps the victim's administrator signed in on their own host, and out of the other tenant", async () => {
    const victimAdmin = await buildUser(t.db, victim.id, { role: 'admin' });
    const token = await tokenFor(t.db, victimAdmin);
    const own = await t.app.inject({ url: '/api/v1/context', headers: auth(token, { host: 'victim.test' }) });
    expect(own.json().data.item.user?.uuid).toBe(victimAdmin.uuid);
    const elsewhere = await t.app.inject({
      url: '/api/v1/users',
      headers: auth(token, { host: 'localhost' }),
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('answers a host no tenant lists with 404 while more than one tenant exists', async () => {
    for (const host of ['nowhere.example.test', 'victim.test.evil.test', '[::1]:3000', 'victim']) {
      const unknown = await context(host, { 'accept-language': 'en' });
      expect(unknown.statusCode, host).toBe(404);
      expect(unknown.headers['content-type']).toContain('application/json');
      expect(unknown.json().message).toBe('No academy is served at this address.');
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: 'nowhere.example.test', 'accept-language': 'nb' },
      payload: { email: 'admin@academy.test', password: 'x' },
    });
    expect(signIn.statusCode).toBe(404);
    expect(signIn.json().message).toBe('Det finnes ikke noe akademi på denne adressen.');
  });
});

describe("the operators' host names", () => {
  it('gives one host to one tenant only: a host of another tenant is refused and nothing changes', async () => {
    const academy = await demoTenant(t.db);
    for (const taken of ['victim.test', 'WWW.Victim.Test.']) {
      const attempt = setTenantHosts(t.db, academy.id, ['academy.example.test', taken]);
      await expect(attempt).rejects.toThrow(TenantHostError);
      await expect(attempt).rejects.toThrow(/victim\.test \(tenant "victim"\)/);
    }
    expect(await hostsOf(academy.id)).toEqual(['localhost']);
    expect(await hostsOf(victim.id)).toEqual(['victim.test', 'www.victim.test']);
    // The database holds the rule too: a second row for a host cannot be written, whoever writes it.
    await expect(
      t.db.insert(tenantHosts).values({ host: 'victim.test', tenant_id: academy.id }),
    ).rejects.toThrow();
  });

  it('refuses what is not a host name, and stores the rest as requests are matched', async () => {
    const academy = await demoTenant(t.db);
    for (const bad of [
      'https://academy.test',
      'academy.test:3000',
      'academy.test/path',
      'a b',
      '',
      'user@academy.test',
    ])
      await expect(setTenantHosts(t.db, academy.id, [bad])).rejects.toThrow(TenantHostError);
    expect(
      await setTenantHosts(t.db, academy.id, ['localhost', 'Akademi.Bücher.test.', '127.0.0.1']),
    ).toEqual(['localhost', 'akademi.xn--bcher-kva.test', '127.0.0.1']);
    t.app.services.tenants.invalidate();
    expect((await context('127.0.0.1:3000')).json().data.item.tenant.name).toBe('Academy');
    await setTenantHosts(t.db, academy.id, ['localhost']);
    t.app.services.tenants.invalidate();
  });

  it('moves a host only once its tenant lets it go, through the operator command', async () => {
    const created = await runTenantCommand(t.db, ['create', 'second', 'Second Academy', 'second.test']);
    expect(created).toEqual(['Created tenant second, served on second.test.']);
    await expect(runTenantCommand(t.db, ['hosts', 'second', 'second.test', 'victim.test'])).rejects.toThrow(
      'Already served by another tenant: victim.test (tenant "victim").',
    );
    await expect(runTenantCommand(t.db, ['create', 'second', 'Again'])).rejects.toThrow('already exists');
    await expect(runTenantCommand(t.db, ['create', 'third', 'Third', 'victim.test'])).rejects.toThrow(
      TenantHostError,
    );
    // The refused create left no tenant behind.
    expect(await runTenantCommand(t.db, ['list'])).toEqual([
      'academy  "Academy"  localhost',
      'victim  "Victim"  victim.test, www.victim.test',
      'second  "Second Academy"  second.test',
    ]);
    expect(await runTenantCommand(t.db, ['hosts', 'victim', 'www.victim.test'])).toEqual([
      'Tenant victim is served on www.victim.test.',
    ]);
    expect(await runTenantCommand(t.db, ['hosts', 'second', 'second.test', 'victim.test'])).toEqual([
      'Tenant second is served on second.test, victim.test.',
    ]);
    t.app.services.tenants.invalidate();
    expect((await context('victim.test')).json().data.item.tenant.name).toBe('Second Academy');
    await expect(runTenantCommand(t.db, ['hosts', 'nobody', 'x.test'])).rejects.toThrow('No tenant "nobody"');
    await expect(runTenantCommand(t.db, ['rename'])).rejects.toThrow(/^Usage/);
  });
});
