import type { DatabaseHandle } from './client.ts';

/**
 * VACUUM (ANALYZE) of every table of the embedded database, one table a statement. PGlite runs PostgreSQL as one
 * standalone backend, without the autovacuum PostgreSQL servers run: without this, every updated or deleted row
 * (job states, tokens, rate-limit counters, progress) stays in its table for good, so the data directory only
 * grows, and the planner keeps the statistics of the day the data was loaded (a company grown from ten people to
 * three thousand was still planned as ten). One table at a time, because PGlite answers one statement at a time:
 * requests wait for one table's pass (0.3 s at most for the 50,000 learners of the large bench tenant), not for
 * the whole database's (1.3 s). On PostgreSQL it does nothing and answers null: autovacuum does it there.
 */
export async function vacuumEmbeddedDatabase(database: DatabaseHandle): Promise<{ tables: number } | null> {
  if (database.kind !== 'pglite') return null;
  const { rows } = await database.executeSql(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  for (const { name } of rows) await database.executeSql(`vacuum (analyze) ${name}`);
  return { tables: rows.length };
}
