import { incidentRetentionDays } from '@academy/contracts/entities/incident';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/raw-sql.ts';

/** Incidents moved per statement: each batch is its own short transaction, however long the backlog. */
const batchSize = 5000;

/**
 * Moves incidents older than the retention period from `incidents` to `incident_archive`, with their id,
 * uuid, times and data, in batches. Each batch deletes and inserts in ONE statement, so an incident is
 * always in exactly one of the two tables; two processes running the job at once skip each other's locked
 * rows, so each row moves once. Returns how many moved.
 */
export async function archiveIncidents(
  db: Executor,
  now: Date,
  retentionDays = incidentRetentionDays,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  const archivedAt = now.toISOString();
  let total = 0;
  for (;;) {
    const moved = await queryRows(
      db,
      sql`with moved as (
        delete from incidents where id in (
          select id from incidents where created_at < ${cutoff} order by id limit ${batchSize}
          for update skip locked)
        returning id, uuid, tenant_id, created_at, updated_at, event, user_id, company_id, target, data)
      insert into incident_archive
        (id, uuid, tenant_id, created_at, updated_at, event, user_id, company_id, target, data, archived_at)
      select id, uuid, tenant_id, created_at, updated_at, event, user_id, company_id, target, data,
        ${archivedAt}::timestamptz
      from moved
      returning id`,
    );
    total += moved.length;
    if (moved.length < batchSize) return total;
  }
}
