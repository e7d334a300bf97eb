import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { copyTemplateDatabase } from '../../test/template-database.ts';

/**
 * Every node keeps who a token is for a while (ACTOR_CACHE_SECONDS, a minute here). A user deactivated, a token
 * signed out or a company closed on one node must be in force on the others at once, not a minute later: the
 * revocation bus tells them. On PostgreSQL the nodes are two server processes started at the same moment; on
 * PGlite, which one process owns, two apps over the one database.
 */
type Answer = { status: number; body: { data?: { item?: Record<string, unknown> } } };
type Node = { call(method: string, path: string, token?: string, body?: object): Promise<Answer> };

const cacheSeconds = '60';
/** Issue 26: in force on the other node within one second (a notification arrives in milliseconds; the cached copy would last a minute). */
const withinMs = 1000;

function processNode(url: string): Node {
  return {
    async call(method, path, token, body) {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json().catch(() => ({})) };
    },
  };
}

function appNode(t: TestApp): Node {
  return {
    async call(method, path, token, body) {
      const response = await t.app.inject({
        method: method as 'GET',
        url: path,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: body,
      });
      return { status: response.statusCode, body: response.json() };
    },
  };
}

describe('revocations reach every node sharing the database', () => {
  let one: Node;
  let other: Node;
  let cleanup: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const copy = await copyTemplateDatabase();
    if (copy) {
      const env = {
        DATABASE_URL: copy.url,
        SEED_DEMO: 'false',
        JOBS: 'false',
        ACTOR_CACHE_SECONDS: cacheSeconds,
        APP_SECRET: 'revocation-test-secret-revocation-test',
        LOGIN_RATE_LIMIT: '1000',
      };
      // Both at the same moment, as a deploy starts them.
      const nodes = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      [one, other] = nodes.map((node) => processNode(node.url));
      cleanup = async () => {
        await Promise.all(nodes.map((node) => node.stop()));
        await copy.drop();
      };
    } else {
      const first = await buildTestApp({ config: { actorCacheSeconds: Number(cacheSeconds) } });
      const second = await buildTestApp({
        // The same database, closed by the first app only.
        database: { ...first.app.services.database, close: async () => {} },
        config: { actorCacheSeconds: Number(cacheSeconds) },
      });
      [one, other] = [appNode(first), appNode(second)];
      cleanup = async () => {
        await second.close();
        await first.close();
      };
    }
  }, 180_000);
  afterAll(() => cleanup());

  async function signIn(email: string): Promise<string> {
    const answer = await one.call('POST', '/api/v1/auth/login', undefined, {
      email,
      password: DEMO_PASSWORD,
    });
    expect(answer.status).toBe(200);
    return answer.body.data!.item!.access_token as string;
  }
  const settingsStatus = async (node: Node, token: string) =>
    (await node.call('GET', '/api/v1/users/me/settings', token)).status;

  it('a token issued by one node works on the other', async () => {
    const token = await signIn('fjord.learner@academy.test');
    expect(await settingsStatus(other, token)).toBe(200);
  });

  it('a user deactivated on one node is refused by the other at once', async () => {
    const admin = await signIn('admin@academy.test');
    const learner = await signIn('learner@academy.test');
    const context = await other.call('GET', '/api/v1/context', learner);
    const learnerUuid = (context.body.data!.item!.user as { uuid: string }).uuid;
    // Now the other node keeps the learner for a minute.
    expect(await settingsStatus(other, learner)).toBe(200);

    const changed = await one.call('PATCH', `/api/v1/users/${learnerUuid}`, admin, { is_active: false });
    expect(changed.status).toBe(200);
    await expect.poll(() => settingsStatus(other, learner), { timeout: withinMs, interval: 50 }).toBe(401);
  });

  it('a role changed on one node is in force on the other at once', async () => {
    const superAdmin = await signIn('super@academy.test');
    const multi = await signIn('multi@academy.test');
    const multiUuid = (
      (await other.call('GET', '/api/v1/context', multi)).body.data!.item!.user as { uuid: string }
    ).uuid;
    const statistics = async () => (await other.call('GET', '/api/v1/statistics', multi)).status;
    // The other node now keeps multi@ as a user, whom the statistics refuse.
    expect(await statistics()).toBe(403);

    const changed = await one.call('PATCH', `/api/v1/users/${multiUuid}`, superAdmin, { role: 'admin' });
    expect(changed.status).toBe(200);
    await expect.poll(statistics, { timeout: withinMs, interval: 50 }).toBe(200);
  });

  it('a token signed out on one node is refused by the other at once', async () => {
    const token = await signIn('head@academy.test');
    expect(await settingsStatus(other, token)).toBe(200);
    expect((await one.call('POST', '/api/v1/auth/logout', token)).status).toBe(200);
    await expect.poll(() => settingsStatus(other, token), { timeout: withinMs, interval: 50 }).toBe(401);
  });

  it('a company closed on one node is gone from its people’s context on the other at once', async () => {
    const admin = await signIn('admin@academy.test');
    const manager = await signIn('fjord.manager@academy.test');
    const companiesOn = async (node: Node) =>
      (
        (await node.call('GET', '/api/v1/context', manager)).body.data!.item!.user as {
          companies: { uuid: string }[];
        }
      ).companies.map((company) => company.uuid);
    const [fjord] = await companiesOn(other);
    expect(fjord).toBeDefined();

    const closed = await one.call('PATCH', `/api/v1/companies/${fjord}`, admin, { is_active: false });
    expect(closed.status).toBe(200);
    await expect.poll(() => companiesOn(other), { timeout: withinMs, interval: 50 }).toEqual([]);
  });
});
