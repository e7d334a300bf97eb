import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, wrapPglite } from '../../db/client.ts';
import { createPglite } from '../../db/pglite.ts';
import { reportSlowQueries } from '../../db/slow-queries.ts';
import { createEmptyPostgresDatabase } from '../../test/template-database.ts';
import { createJobs, type Jobs } from './jobs.ts';

/**
 * Slow statements are logged for every pool the server opens (issue 26 "Operating it"), pg-boss's own included:
 * on PostgreSQL it has a pool apart from the app's, on PGlite it shares the one client. The job engine starts on
 * an empty database here, so its first statement is the creation of its schema.
 */
type SlowQuery = { ms: number; statement: string };
const slow: SlowQuery[] = [];
const log = { warn: (details: object) => slow.push((details as { slowQuery: SlowQuery }).slowQuery) };

const queue = 'test.boss-slow-queries';

describe("pg-boss's statements in the slow-query log", () => {
  let database: DatabaseHandle;
  let databaseUrl: string | undefined;
  let jobs: Jobs;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const empty = await createEmptyPostgresDatabase();
    if (empty) {
      databaseUrl = empty.url;
      database = await openDatabase({ databaseUrl, poolSize: 2 });
      drop = empty.drop;
    } else {
      database = wrapPglite(createPglite());
    }
    jobs = createJobs({ database, config: { databaseUrl }, pollingIntervalSeconds: 0.5 });
    jobs.register(queue, async () => {});
  });
  afterAll(async () => {
    reportSlowQueries(0, log);
    await jobs.stop({ timeoutMs: 1000 });
    await database.close();
    await drop();
  });

  it('logs the creation of its schema, with its time', async () => {
    reportSlowQueries(1, log);
    await jobs.start();
    reportSlowQueries(0, log);
    const creation = slow.find((entry) => entry.statement.includes('CREATE SCHEMA IF NOT EXISTS pgboss'));
    expect(creation).toBeDefined();
    expect(creation!.ms).toBeGreaterThanOrEqual(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "logs a worker's fetch held up by a lock, on its own pool on PostgreSQL",
    async () => {
      // Another session holds the jobs table for 1.2 s: the worker's polls (every 0.5 s) wait for it.
      slow.length = 0;
      reportSlowQueries(200, log);
      const locker = new pg.Client({ connectionString: databaseUrl });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query('lock table pgboss.job in exclusive mode');
        await new Promise((resolve) => setTimeout(resolve, 1200));
        await locker.query('commit');
      } finally {
        await locker.end();
      }
      await expect.poll(() => slow.find((entry) => entry.statement.includes('SKIP LOCKED'))).toBeDefined();
      const fetch = slow.find((entry) => entry.statement.includes('SKIP LOCKED'))!;
      expect(fetch.ms).toBeGreaterThanOrEqual(200);
      expect(fetch.statement).toContain('pgboss.job');
      // Placeholders, not values: the queue's name is a parameter of the fetch.
      expect(fetch.statement).not.toContain(queue);
      // The app's pool ran none of it: every connection of pg-boss's pool is its own.
      const { rows } = await database.executeSql(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'academy-jobs'",
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
    },
  );
});
