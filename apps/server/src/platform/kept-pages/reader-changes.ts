import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import { readerChanges } from '../../db/schema/reader-changes.ts';

/** Whose changes a kept page depends on: its reader's tenant and the reader. */
export type Reader = { tenantId: number; userId: number };

/** The database's snapshot a page was computed from (`pg_current_snapshot()`), taken before its first read. */
export type ReadSnapshot = { text: string; xmin: number };

/**
 * The snapshot before a page's reads. In READ COMMITTED each of the page's statements reads later than this, so
 * whatever this snapshot saw the page saw too; a transaction it did not see may or may not be in the page, and
 * is taken as a change (changedSince).
 */
export async function readSnapshot(db: Executor): Promise<ReadSnapshot> {
  const [row] = await queryRows<{ text: string; xmin: string }>(
    db,
    sql`select s::text as text, pg_snapshot_xmin(s)::text as xmin from pg_current_snapshot() s`,
  );
  return { text: row.text, xmin: Number(row.xmin) };
}

/**
 * Whether a change that concerns the reader (theirs, their tenant's or everyone's) was written by a transaction
 * the snapshot did not see: one probe of reader_changes' index from the snapshot's oldest running transaction
 * on, which finds nothing while nothing changed.
 */
export async function changedSince(db: Executor, reader: Reader, snapshot: ReadSnapshot): Promise<boolean> {
  // Plain names, not the schema's columns: this runs before every kept page, and building the columns' SQL cost
  // about 10 µs of a kept read's ~350 (CPU profile under load).
  const [row] = await queryRows<{ changed: boolean }>(
    db,
    sql`select exists (select 1 from reader_changes
      where tenant_id = any(${intArray([0, reader.tenantId])}) and user_id = any(${intArray([0, reader.userId])})
        and xid >= ${snapshot.xmin}
        and not pg_visible_in_snapshot(xid::text::xid8, ${snapshot.text}::pg_snapshot)) as changed`,
  );
  return row.changed;
}

/**
 * Notes older than any kept page (an hour at most, kept-pages.ts) tell nothing any more; by the database's clock,
 * which wrote them.
 */
export async function pruneReaderChanges(db: Executor): Promise<void> {
  await db.delete(readerChanges).where(lt(readerChanges.changed_at, sql`now() - interval '2 days'`));
}
