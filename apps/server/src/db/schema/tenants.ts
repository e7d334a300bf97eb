import { sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  id: serial().primaryKey(),
  uuid: uuid().notNull().unique().default(sql`gen_random_uuid()`),
  name: varchar({ length: 255 }).notNull(),
  slug: varchar({ length: 100 }).notNull().unique(),
  logo: text(),
  config: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  gtm_id: varchar({ length: 50 }),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
