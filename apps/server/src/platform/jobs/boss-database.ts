import pg from 'pg';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';
import { timePoolQueries } from '../../db/slow-queries.ts';

type ErrorLog = { error(details: object, message: string): void };

/** The database pg-boss works through in one start of the engine, and how to let it go after the stop. */
export type BossDatabase = { db: PgBoss.Db; close(): Promise<void> };

/** pg-boss's own connections on PostgreSQL: a few, apart from the app's pool, so a burst of jobs never starves requests. */
const bossPoolSize = 4;

/**
 * On PostgreSQL pg-boss gets a pool of its own, opened here rather than by pg-boss, so its statements are timed
 * like the app's and a slow one is logged (SLOW_QUERY_MS, db/slow-queries.ts). pg-boss closes only a pool it
 * opened itself: this one is closed by `close` once the engine has stopped. On PGlite (one in-process connection)
 * it goes through the database handle, already timed, whose `executeSql` runs multi-statement text (DESIGN §2).
 */
export function openBossDatabase(
  database: DatabaseHandle,
  databaseUrl: string | undefined,
  log: ErrorLog,
): BossDatabase {
  if (database.kind !== 'postgres' || !databaseUrl)
    return {
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      close: async () => {},
    };
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: bossPoolSize,
    application_name: 'academy-jobs',
  });
  timePoolQueries(pool);
  // An idle connection the server drops must not end the process: the pool opens another on the next statement.
  pool.on('error', (error) => log.error({ err: error }, 'job engine connection lost'));
  return {
    // Multi-statement text without values (pg-boss's migrations) runs as one simple query on one connection.
    db: { executeSql: (text, values) => pool.query(text, values) },
    close: () => pool.end(),
  };
}
