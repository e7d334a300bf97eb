import type { DatabaseHandle } from '../../db/client.ts';

/**
 * The job data key that holds a job's group (enqueue's `group`). It travels in the job's own data, the only
 * place pg-boss keeps per-job text besides its singleton key (which has its own meaning), and the worker takes
 * it out again, so a handler never sees it.
 */
const groupField = '__group';

export function withGroup(data: object, group: string): object {
  return { ...data, [groupField]: group };
}

export function withoutGroup(data: object): object {
  if (!(groupField in data)) return data;
  const { [groupField]: _group, ...rest } = data as Record<string, unknown>;
  return rest;
}

/**
 * The fair order between groups (companies) in one queue, on pg-boss's own `priority`: a new job's priority is
 * minus the number of jobs its group already has open there (queued, waiting for a retry, or running).
 * pg-boss fetches the highest priority first and the oldest first among equals, so the k-th open job of every
 * group comes in the k-th round: one company's 5,000 mails take turns with another company's, and a company
 * with nothing queued is next in line, whatever the others have queued.
 */
export async function fairPriority(database: DatabaseHandle, queue: string, group: string): Promise<number> {
  const { rows } = await database.executeSql(
    `select count(*)::int as open from pgboss.job
      where name = $1 and state < 'completed' and data->>'${groupField}' = $2`,
    [queue, group],
  );
  return -Number(rows[0]?.open ?? 0);
}
