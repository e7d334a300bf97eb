import type { DatabaseHandle } from '../../db/client.ts';

/**
 * The job data key that held a job's group before the group moved to the job's singleton key (below). Jobs
 * queued then may still be waiting: the worker takes the key out of their data, so a handler never sees it.
 */
const legacyGroupField = '__group';

export function withoutGroup(data: object): object {
  if (!(legacyGroupField in data)) return data;
  const { [legacyGroupField]: _group, ...rest } = data as Record<string, unknown>;
  return rest;
}

/**
 * A job's group travels in pg-boss's `singleton_key` column. On a queue of the `standard` policy (ours) without
 * `singletonSeconds` the key has no effect of its own: no unique index covers it. Counting a group's open jobs on
 * that plain text column is cheap, where reading the group out of each job's data meant unpacking every queued
 * job's whole (TOASTed) data — a mail job carries the rendered mail — once per enqueue: with 5,000 mails queued,
 * that count was most of the cost of queueing the next one.
 */
export const groupKey = (group: string): string => `group:${group}`;

/**
 * The fair order between groups (companies) in one queue, on pg-boss's own `priority`: a new job's priority is
 * minus the number of jobs its group already has open there (queued, waiting for a retry, or running).
 * pg-boss fetches the highest priority first and the oldest first among equals, so the k-th open job of every
 * group comes in the k-th round: one company's 5,000 mails take turns with another company's, and a company
 * with nothing queued is next in line, whatever the others have queued.
 *
 * Returns each group's open count (one statement however many groups); the i-th new job of a group queued
 * together gets `-(open + i)`.
 */
export async function openJobsByGroup(
  database: Pick<DatabaseHandle, 'executeSql'>,
  queue: string,
  groups: string[],
): Promise<Map<string, number>> {
  const counts = new Map(groups.map((group) => [group, 0]));
  if (groups.length === 0) return counts;
  const { rows } = await database.executeSql(
    `select singleton_key as key, count(*)::int as open from pgboss.job
      where name = $1 and state < 'completed' and singleton_key in (select jsonb_array_elements_text($2::jsonb))
      group by singleton_key`,
    [queue, JSON.stringify(groups.map(groupKey))],
  );
  const byKey = new Map(rows.map((row) => [String(row.key), Number(row.open)]));
  for (const group of groups) counts.set(group, byKey.get(groupKey(group)) ?? 0);
  return counts;
}
