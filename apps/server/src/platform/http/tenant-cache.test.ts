import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildTenant } from '../../test/factories.ts';
import { requestHostname, storableHostname } from './host-name.ts';
import { createTenantResolver } from './tenant-cache.ts';

/** Which tenant a host is for (decisions.md "Host routing"), read from the database without a cache (ttl 0). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the tenant of a host', () => {
  it('is the only tenant for every host while there is one, and the listing tenant or none once there are two', async () => {
    const resolver = createTenantResolver(t.db, 0);
    for (const host of ['anything.example.test', undefined, 'localhost:3000'])
      expect((await resolver.resolve(host))?.slug).toBe('academy');
    expect(await resolver.hasTenants()).toBe(true);

    await buildTenant(t.db, 'Second');
    expect(await resolver.resolve('anything.example.test')).toBeNull();
    expect(await resolver.resolve(undefined)).toBeNull();
    expect(resolver.cached('anything.example.test')).toBeUndefined();
    // The test template lists `localhost` for the demo tenant.
    expect((await resolver.resolve('LOCALHOST:80'))?.slug).toBe('academy');
    expect(await resolver.hasTenants()).toBe(true);
  });
});

describe('host names', () => {
  it('are read from a Host header without case, port or trailing dot', () => {
    expect(requestHostname('Academy.Example.TEST:8443')).toBe('academy.example.test');
    expect(requestHostname('academy.example.test.')).toBe('academy.example.test');
    expect(requestHostname('[::1]:3000')).toBe('[::1]');
    expect(requestHostname('[::1')).toBe('');
    expect(requestHostname(undefined)).toBe('');
  });

  it('are stored only when they are host names, international ones in their ASCII form', () => {
    expect(storableHostname(' Academy.Example.test. ')).toBe('academy.example.test');
    expect(storableHostname('bücher.test')).toBe('xn--bcher-kva.test');
    expect(storableHostname('[::1]')).toBe('[::1]');
    expect(storableHostname('10.0.0.1')).toBe('10.0.0.1');
    for (const bad of [
      '',
      'http://a.test',
      'a.test:80',
      'a.test/x',
      'a b.test',
      'a_b.test',
      '-a.test',
      'a..test',
      `${'a'.repeat(64)}.test`,
      'a\u0000.test',
    ])
      expect(storableHostname(bad), bad).toBeNull();
  });
});
