import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

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

/**
 * The host names each tenant is served on (decisions.md "Host routing"). Set by operators only
 * (`npm run tenants`), never through the API. The host is the key, so one host belongs to exactly
 * one tenant whoever writes it and however many write at once; it is stored as requests are matched: lower
 * case, without port or trailing dot.
 */
export const tenantHosts = pgTable(
  'tenant_hosts',
  {
    host: varchar({ length: 255 }).primaryKey(),
    tenant_id: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [
    index('tenant_hosts_tenant_id_idx').on(table.tenant_id),
    check('tenant_hosts_host_normalised', sql`${table.host} = lower(${table.host}) and ${table.host} <> ''`),
  ],
);
