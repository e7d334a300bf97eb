import { boolean, index, integer, jsonb, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { entityColumns, timestampColumn } from './columns.ts';
import { courses } from './content.ts';
import { companies, users } from './tenancy.ts';
import { tenants } from './tenants.ts';

/**
 * A company's LTI 1.3 platform (an LMS) that launches the academy as a tool (issue 25): the platform's values,
 * entered by the company's managers. Deleting it (or switching it off) refuses every later launch at once.
 */
export const ltiRegistrations = pgTable(
  'lti_registrations',
  {
    ...entityColumns(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar({ length: 100 }).notNull(),
    issuer: varchar({ length: 500 }).notNull(),
    client_id: varchar({ length: 255 }).notNull(),
    deployment_ids: text().array().notNull(),
    auth_login_url: varchar({ length: 1000 }).notNull(),
    auth_token_url: varchar({ length: 1000 }).notNull(),
    keyset_url: varchar({ length: 1000 }).notNull(),
    /**
     * The origins of the platform's pages that frame the tool when they are on another host than the issuer and
     * the login URL (Canvas Cloud: `https://<school>.instructure.com`); added to the launch's frame-ancestors.
     */
    frame_origins: text().array().notNull().default([]),
    is_active: boolean().notNull().default(true),
    /** How many different people may come in through it (null: no cap). */
    seat_limit: integer(),
  },
  (t) => [
    unique('lti_registrations_issuer_client_unique').on(t.tenant_id, t.issuer, t.client_id),
    index('lti_registrations_company_idx').on(t.company_id),
  ],
);

/** The tool's own RS256 key pair, one per tenant; the private key stored encrypted (AES-256-GCM). */
export const ltiToolKeys = pgTable('lti_tool_keys', {
  ...entityColumns(),
  kid: varchar({ length: 64 }).notNull().unique(),
  public_jwk: jsonb().$type<Record<string, unknown>>().notNull(),
  private_key_encrypted: text().notNull(),
});

/**
 * One-use, short-lived values of a launch, stored hashed: the OIDC state (with its nonce) between the login
 * step and the launch, and the launch code between the launch and the browser's exchange for a session.
 */
export const ltiLaunchTokens = pgTable(
  'lti_launch_tokens',
  {
    id: serial().primaryKey(),
    tenant_id: integer()
      .notNull()
      .references(() => tenants.id),
    registration_id: integer()
      .notNull()
      .references(() => ltiRegistrations.id, { onDelete: 'cascade' }),
    purpose: varchar({ length: 20 }).$type<'state' | 'launch_code' | 'deep_link'>().notNull(),
    token_hash: varchar({ length: 64 }).notNull().unique(),
    nonce: varchar({ length: 100 }),
    user_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer().references(() => courses.id, { onDelete: 'set null' }),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    expires_at: timestampColumn().notNull(),
    used_at: timestampColumn(),
  },
  (t) => [index('lti_launch_tokens_expires_idx').on(t.expires_at)],
);

/**
 * A person of the platform (`sub` per registration) and the academy user they are; with the AGS line item of
 * each course they were launched into, where their completion is posted.
 */
export const ltiUsers = pgTable(
  'lti_users',
  {
    ...entityColumns(),
    registration_id: integer()
      .notNull()
      .references(() => ltiRegistrations.id, { onDelete: 'cascade' }),
    sub: varchar({ length: 255 }).notNull(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [unique('lti_users_registration_sub_unique').on(t.registration_id, t.sub)],
);

export const ltiLineItems = pgTable(
  'lti_line_items',
  {
    ...entityColumns(),
    registration_id: integer()
      .notNull()
      .references(() => ltiRegistrations.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sub: varchar({ length: 255 }).notNull(),
    line_item_url: varchar({ length: 1000 }).notNull(),
    scopes: text().array().notNull(),
    last_posted_at: timestampColumn(),
  },
  (t) => [unique('lti_line_items_unique').on(t.registration_id, t.user_id, t.course_id)],
);
