import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { createEmptyPostgresDatabase, openTestDatabase } from '../../test/template-database.ts';
import { createJobs, type Jobs } from './jobs.ts';

/**
 * Several app processes may share one database and start at the same moment (README, docs/deployment.md).
 * Each process migrates and sets up the job queues at start; on an empty PostgreSQL database two of them doing
 * so at once must both come up. On PostgreSQL each node here has its own pool and pg-boss its own (as two
 * processes would); on PGlite, the suite's other database, the nodes share the one in-process connection.
 * The same start as real `main.ts` processes, with the named jobs: platform/lifecycle/nodes-as-processes.test.ts.
 */
const queueNames = Array.from({ length: 12 }, (_, n) => `test.together-${n}`);

type Node = { database: DatabaseHandle; jobs: Jobs; handled: string[] };

async function startNode(database: DatabaseHandle, databaseUrl: string | undefined): Promise<Node> {
  const jobs = createJobs({ database, config: { databaseUrl }, pollingIntervalSeconds: 0.5 });
  const handled: string[] = [];
  for (const name of queueNames)
    jobs.register<{ id: string }>(name, async ({ id }) => {
      handled.push(id);
    });
  await database.migrate();
  await jobs.start();
  return { database, jobs, handled };
}

/**
 * Two, then four nodes (issue 26): on PostgreSQL each count on an empty database of its own; on PGlite, whose one
 * connection is this process's, two apps over it.
 */
describe.each([2, 4])('%i app nodes starting together on one database', (count) => {
  const nodes: Node[] = [];
  let cleanup: () => Promise<void> = async () => {};
  const postgres = Boolean(process.env.TEST_DATABASE_URL);

  beforeAll(async () => {
    const empty = await createEmptyPostgresDatabase();
    if (empty) {
      const handles = await Promise.all(
        Array.from({ length: count }, () => openDatabase({ databaseUrl: empty.url, poolSize: 2 })),
      );
      cleanup = async () => {
        for (const handle of handles) await handle.close();
        await empty.drop();
      };
      // All at the same moment, as a deploy starts them.
      nodes.push(...(await Promise.all(handles.map((handle) => startNode(handle, empty.url)))));
    } else if (count === 2) {
      const { database, drop } = await openTestDatabase();
      cleanup = drop;
      nodes.push(...(await Promise.all([startNode(database, undefined), startNode(database, undefined)])));
    }
  }, 180_000);
  afterAll(async () => {
    for (const node of nodes) await node.jobs.stop();
    await cleanup();
  });

  it.runIf(postgres || count === 2)(
    'all come up, migrated once, and each job queued by any of them runs exactly once',
    { timeout: 120_000 },
    async () => {
      expect(nodes).toHaveLength(count);
      expect(nodes.every((node) => node.jobs.running)).toBe(true);
      // Each migration recorded once, however many nodes ran `migrate` at the same moment.
      const { rows } = await nodes[0]!.database.executeSql(
        'select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations',
      );
      expect(rows[0]!.n).toBe(rows[0]!.distinct_n);
      const ids = nodes.flatMap((_node, n) => queueNames.map((name) => `${n}:${name}`));
      for (const [n, node] of nodes.entries())
        for (const name of queueNames) await node.jobs.enqueue(name, { id: `${n}:${name}` });
      await expect
        .poll(() => nodes.flatMap((node) => node.handled).length, { timeout: 60_000, interval: 100 })
        .toBe(ids.length);
      expect(nodes.flatMap((node) => node.handled).sort()).toEqual([...ids].sort());
    },
  );
});
