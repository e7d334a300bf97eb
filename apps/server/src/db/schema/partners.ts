import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { entityColumns, timestampColumn } from './columns.ts';
import { courses } from './content.ts';
import { companies, users } from './tenancy.ts';

export const partnerKinds = ['storyboard', 'newlearning'] as const;
export type PartnerKind = (typeof partnerKinds)[number];

/**
 * A company's partner integration (issue 25): a partner that signs the company's people in with a storyboard
 * ticket (a JWS, HS256) or a digest (HMAC-SHA256). Both need the key itself to verify, so it is stored
 * encrypted (AES-256-GCM under a key derived from the app secret), never hashed, and never sent after creation.
 */
export const partnerIntegrations = pgTable(
  'partner_integrations',
  {
    ...entityColumns(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 20 }).$type<PartnerKind>().notNull(),
    name: varchar({ length: 100 }).notNull(),
    /** The public id the partner sends (`customerKey`, or the ticket's `kid`): finds the integration. */
    customer_key: varchar({ length: 40 }).notNull().unique(),
    secret_encrypted: text().notNull(),
    /** Only this course may be opened through the integration (null: any course of the company). */
    course_id: integer().references(() => courses.id, { onDelete: 'cascade' }),
    /** How many distinct people may sign in through it (null: no cap). */
    seat_cap: integer(),
    /** The partner's single sign-on handshake address (https), answered as `redirect_handshake`. */
    handshake_url: text(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    last_used_at: timestampColumn(),
    expires_at: timestampColumn(),
    revoked_at: timestampColumn(),
  },
  (t) => [index('partner_integrations_company_idx').on(t.company_id)],
);

/** The distinct people who took a seat of an integration: the seat cap counts these rows. */
export const partnerSeats = pgTable(
  'partner_seats',
  {
    integration_id: integer()
      .notNull()
      .references(() => partnerIntegrations.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.integration_id, t.user_id] })],
);
