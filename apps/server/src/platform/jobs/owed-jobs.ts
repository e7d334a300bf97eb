import type { SqlRunner } from './sql-runner.ts';

/** What became of the jobs of a queue that carry one value in their data (a report's id, an outbox row's). */
export type OwedJobs = { open: boolean; ended: boolean };

/**
 * For a reconciler: the jobs of `queue` whose data field `field` is each of `values`, open (created, retrying,
 * active) or ended (completed, failed, cancelled — archived ones too). A row stuck in an intermediate state
 * whose job is open is still on its way; one whose job ended was left behind by it; one with no job at all
 * lost it (queued outside its write's transaction by an older version, or by a crash).
 */
export async function owedJobs(
  db: SqlRunner,
  queue: string,
  field: string,
  values: readonly (string | number)[],
): Promise<Map<string, OwedJobs>> {
  const found = new Map<string, OwedJobs>();
  if (values.length === 0) return found;
  const { rows } = await db.executeSql(
    `select data->>$2 as value, bool_or(state in ('created', 'retry', 'active')) as open
       from (select data, state::text from pgboss.job where name = $1
             union all select data, state::text from pgboss.archive where name = $1) jobs
      where data->>$2 = any($3::text[])
      group by 1`,
    [queue, field, values.map(String)],
  );
  for (const row of rows) found.set(String(row.value), { open: row.open === true, ended: row.open !== true });
  return found;
}
