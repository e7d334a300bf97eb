import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { copyTemplateDatabase } from '../../test/template-database.ts';
import { consumeRateLimits } from './rate-limit.ts';

/**
 * Rate limits hold across nodes (issue 26, "several nodes on one PostgreSQL"): the counters are rows of the shared
 * database, so a limit of 3 lets 3 hits through in all, however the hits are spread over the nodes. Each node here
 * has its own pool, as each process would. PGlite is one process's database: nothing to share there.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('rate limits across nodes', () => {
  const nodes: DatabaseHandle[] = [];
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const copy = (await copyTemplateDatabase())!;
    drop = copy.drop;
    for (let n = 0; n < 3; n++) nodes.push(await openDatabase({ databaseUrl: copy.url, poolSize: 4 }));
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await drop();
  });

  it('lets the limit through in all when three nodes are hit at the same moment', async () => {
    const rule = { key: 'across-nodes', limit: 3, windowSeconds: 60 };
    const at = new Date('2030-01-01T10:00:00Z');
    const results = await Promise.allSettled(
      nodes.flatMap((node) => Array.from({ length: 6 }, () => consumeRateLimits(node.db, [rule], at))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(15);
    for (const result of refused)
      expect((result as PromiseRejectedResult).reason).toMatchObject({ statusCode: 429 });
  });
});
