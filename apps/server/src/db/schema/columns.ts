import { sql } from 'drizzle-orm';
import { integer, serial, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/** Columns every entity table has: identity, tenant and timestamps (spec §3 base fields). */
export const entityColumns = () => ({
  id: serial().primaryKey(),
  uuid: uuid().notNull().unique().default(sql`gen_random_uuid()`),
  tenant_id: integer()
    .notNull()
    .references(() => tenants.id),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const timestampColumn = () => timestamp({ withTimezone: true, mode: 'string' });
