import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { tenants } from './tenants.ts';

/**
 * Events from outside (a payment provider's webhooks, partner and LMS callbacks), stored by the sender's event
 * id before anything is done with them (platform/inbox): a second delivery of one event finds its row, and an
 * event stored but not yet processed (a crash in between) is picked up by the inbox job.
 */
export const inboxEvents = pgTable(
  'inbox_events',
  {
    id: serial().primaryKey(),
    tenant_id: integer()
      .notNull()
      .references(() => tenants.id),
    /** Who sent it, e.g. `paddle`; a handler is registered per source. */
    source: varchar({ length: 50 }).notNull(),
    /** The sender's own id of the event: what a redelivery repeats. */
    event_id: varchar({ length: 255 }).notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    received_at: timestampColumn().notNull().defaultNow(),
    processed_at: timestampColumn(),
    /** What processing answered, returned as it is to every replay. */
    result: jsonb().$type<unknown>(),
    /** The last processing failure; the event stays unprocessed and is tried again. */
    error: text(),
  },
  (t) => [
    uniqueIndex('inbox_events_event_idx').on(t.source, t.event_id),
    index('inbox_events_unprocessed_idx').on(t.received_at).where(sql`processed_at is null`),
  ],
);
