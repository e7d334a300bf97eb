import { index, integer, jsonb, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { companies } from './tenancy.ts';
import { tenants } from './tenants.ts';

/**
 * Aggregate answers kept for a while (platform/figures): figures that read a whole tenant or company — the
 * statistics of a period, a company's insights — are computed once and served from here until they are older than
 * their page allows, so a request's cost does not grow with the tenant. Shared by every node of the academy.
 * Figures of one company name it: the database's own triggers (migration 0031) remove them when a row they count
 * changes.
 */
export const figureSnapshots = pgTable(
  'figure_snapshots',
  {
    tenant_id: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** What the figures are, e.g. `statistics`. */
    subject: varchar({ length: 50 }).notNull(),
    /** The question within the subject (period, company, language …), as the subject writes it. */
    key: text().notNull(),
    /** The company the figures describe, when they describe one: what the triggers forget them by. */
    company_id: integer().references(() => companies.id, { onDelete: 'cascade' }),
    figures: jsonb().$type<unknown>().notNull(),
    computed_at: timestampColumn().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.subject, t.key] }),
    index('figure_snapshots_company_idx').on(t.company_id, t.subject),
  ],
);
