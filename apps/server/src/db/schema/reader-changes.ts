import { bigint, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';

/**
 * What changed for whom, written by the database's own triggers (migration 0033) whenever a row that a kept
 * page reads changes (platform/kept-pages): the tenant whose readers it concerns (0: every tenant), the one
 * user it concerns (0: every reader of the tenant) and the writing transaction. A page kept from a snapshot
 * is still true while no change here comes from a transaction that snapshot did not see. Rows older than any
 * kept page are removed hourly.
 */
export const readerChanges = pgTable(
  'reader_changes',
  {
    // No foreign keys: 0 stands for "all", and the rows outlive nothing but themselves.
    tenant_id: integer().notNull(),
    user_id: integer().notNull().default(0),
    /** The writing transaction's id (`pg_current_xact_id()`, 64 bits). */
    xid: bigint({ mode: 'number' }).notNull(),
    changed_at: timestampColumn().notNull().defaultNow(),
  },
  (t) => [
    index('reader_changes_reader_idx').on(t.tenant_id, t.user_id, t.xid),
    index('reader_changes_age_idx').on(t.changed_at),
  ],
);
