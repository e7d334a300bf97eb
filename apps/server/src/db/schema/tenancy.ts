import type { CustomUserField } from '@academy/contracts/entities/custom-user-field';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { entityColumns, timestampColumn } from './columns.ts';
import { tenants } from './tenants.ts';

export const languages = pgTable(
  'languages',
  {
    ...entityColumns(),
    code: varchar({ length: 10 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
  },
  (t) => [unique().on(t.tenant_id, t.code)],
);

export const userRoles = ['user', 'admin', 'super_admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable(
  'users',
  {
    ...entityColumns(),
    first_name: varchar({ length: 100 }).notNull(),
    last_name: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    password_hash: text(),
    role: varchar({ length: 20 }).$type<UserRole>().notNull().default('user'),
    facebook_id: varchar({ length: 100 }),
    azure_id: varchar({ length: 100 }),
    scorm_learner_id: varchar({ length: 255 }),
    is_active: boolean().notNull().default(true),
    use_classic_player: boolean().notNull().default(false),
    preferred_language_id: integer().references(() => languages.id, { onDelete: 'set null' }),
    email_core: boolean().notNull().default(true),
    email_course: boolean().notNull().default(true),
    email_marketing: boolean().notNull().default(false),
    /** The weekly certificate-expiry digest a company manager receives; its unsubscribe link turns it off. */
    email_digest: boolean().notNull().default(true),
    custom_fields: jsonb().$type<Record<string, string>>().notNull().default({}),
    last_login_at: timestampColumn(),
    last_active_at: timestampColumn(),
    email_verified_at: timestampColumn(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_unique').on(t.tenant_id, sql`lower(${t.email})`),
    index('users_tenant_name_idx').on(t.tenant_id, t.last_name, t.first_name),
    // The name order of the users list and the training matrix (`nameOrder` in users/name-order.ts, then id): a
    // large company's page is read in this order and stopped at its 25 people, not every member sorted (issue 26).
    index('users_tenant_name_order_idx').on(
      t.tenant_id,
      sql`lower(${t.last_name} || ' ' || ${t.first_name})`,
      t.id,
    ),
    // The people search matches `first name last name` and the e-mail with ILIKE '%…%' (search/users.search.ts):
    // trigram indexes serve a pattern with no fixed start, so a search reads its matches, not the tenant (issue 26).
    // pg_trgm is created by its own migration (0023_pg-trgm.sql).
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`(${t.first_name} || ' ' || ${t.last_name}) gin_trgm_ops`,
    ),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    // The people search puts names that start with the text first (search/users.search.ts), read in these indexes'
    // order and stopped at the page's length. "C" so that LIKE 'text%' is a range of the index.
    index('users_tenant_last_name_prefix_idx').on(
      t.tenant_id,
      sql`(lower(${t.last_name}) collate "C")`,
      sql`(lower(${t.first_name}) collate "C")`,
      t.id,
    ),
    index('users_tenant_full_name_prefix_idx').on(
      t.tenant_id,
      sql`(lower(${t.first_name} || ' ' || ${t.last_name}) collate "C")`,
      t.id,
    ),
  ],
);

/** Company settings of spec §3, stored as one document: they are read and written together. */
export type CompanySettings = {
  password_login: boolean;
  facebook_login: boolean;
  facebook_department_id: number | null;
  azure_login: boolean;
  azure_department_id: number | null;
  azure_tenant_id: string | null;
  azure_client_id: string | null;
  /** The Entra ID application's client secret, sealed (platform/auth/sealed-secret.ts); never presented. */
  azure_client_secret_sealed?: string | null;
  pin_login: boolean;
  dedicated_login_page: boolean;
  dedicated_registration_page: boolean;
  registration_department_id: number | null;
  /** Stored before issue 21 with a one-string label: read through readCustomUserFields (contracts). */
  custom_user_fields: CustomUserField[];
  emails_disabled: boolean;
  send_reminders: boolean;
  send_course_completion: boolean;
  course_completion_receivers: string[];
  show_multiple_correct_hint: boolean;
};

export const defaultCompanySettings: CompanySettings = {
  password_login: true,
  facebook_login: false,
  facebook_department_id: null,
  azure_login: false,
  azure_department_id: null,
  azure_tenant_id: null,
  azure_client_id: null,
  pin_login: false,
  dedicated_login_page: false,
  dedicated_registration_page: false,
  registration_department_id: null,
  custom_user_fields: [],
  emails_disabled: false,
  send_reminders: true,
  send_course_completion: true,
  course_completion_receivers: [],
  show_multiple_correct_hint: true,
};

export const companies = pgTable(
  'companies',
  {
    ...entityColumns(),
    name: varchar({ length: 255 }).notNull(),
    slug: varchar({ length: 100 }).notNull(),
    logo: text(),
    header_color: varchar({ length: 20 }),
    header_link_url: text(),
    header_link_label: varchar({ length: 100 }),
    external_lms_url: text(),
    is_active: boolean().notNull().default(true),
    scorm_enabled: boolean().notNull().default(false),
    settings: jsonb().$type<CompanySettings>().notNull().default(defaultCompanySettings),
    /** Company permissions: code → value; a code that is absent is false (spec §3, §6). */
    permissions: jsonb().$type<Record<string, boolean>>().notNull().default({}),
  },
  (t) => [unique().on(t.tenant_id, t.slug), index('companies_tenant_name_idx').on(t.tenant_id, t.name)],
);

/** A user's membership in a company; `is_manager` makes them a company manager there (DESIGN §5). */
export const companyUsers = pgTable(
  'company_users',
  {
    ...entityColumns(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    is_manager: boolean().notNull().default(false),
  },
  (t) => [unique().on(t.company_id, t.user_id), index('company_users_user_idx').on(t.user_id)],
);

export const departments = pgTable(
  'departments',
  {
    ...entityColumns(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar({ length: 255 }).notNull(),
    is_active: boolean().notNull().default(true),
  },
  (t) => [unique().on(t.company_id, t.name), index('departments_tenant_idx').on(t.tenant_id, t.name)],
);

/** department-user link entity; `is_head` makes the user the department head (DESIGN §5). */
export const departmentUsers = pgTable(
  'department_users',
  {
    ...entityColumns(),
    department_id: integer()
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    is_head: boolean().notNull().default(false),
    sort_order: integer().notNull().default(0),
  },
  (t) => [unique().on(t.department_id, t.user_id), index('department_users_user_idx').on(t.user_id)],
);

/** Opaque bearer tokens, stored as SHA-256 hashes (DESIGN §5). */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial().primaryKey(),
    tenant_id: integer()
      .notNull()
      .references(() => tenants.id),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar({ length: 64 }).notNull().unique(),
    /** How the user signed in: password, code, facebook, azure, scorm, storyboard, newlearning. */
    method: varchar({ length: 20 }).notNull().default('password'),
    company_id: integer().references(() => companies.id, { onDelete: 'set null' }),
    /**
     * A launch session's source (platform/auth/actor.ts, `launch` principal): 'partner' (partner_integrations),
     * 'scorm' (scorm_registrations) or 'lti' (lti_registrations), with the source row's id and the one course it
     * opens (null: none named). Null for every other sign-in. No foreign keys: the source is one of three
     * tables, and the session loader checks the source is still live on every load.
     */
    launch_via: varchar({ length: 10 }).$type<LaunchVia>(),
    launch_source_id: integer(),
    launch_course_id: integer(),
    expires_at: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    revoked_at: timestampColumn(),
    last_used_at: timestampColumn(),
    created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('access_tokens_user_idx').on(t.user_id),
    index('access_tokens_launch_idx').on(t.launch_via, t.launch_source_id),
  ],
);

/** Where a launch session came from (access_tokens.launch_via). */
export type LaunchVia = 'partner' | 'scorm' | 'lti';

/**
 * A company's API keys (issue 23 §3): a caller that is not a user, acting as a manager of the company within
 * the permissions chosen for it. The key is `ak_<prefix>_<secret>`; it is found by `prefix` and only the
 * secret's SHA-256 hash is kept, so the key is shown once, when it is made.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    ...entityColumns(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar({ length: 100 }).notNull(),
    /** The public part of the key (`ak_` and a random id): how a key is looked up and recognised. */
    prefix: varchar({ length: 40 }).notNull().unique(),
    secret_hash: varchar({ length: 64 }).notNull(),
    permissions: text().array().notNull(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    last_used_at: timestampColumn(),
    expires_at: timestampColumn(),
    revoked_at: timestampColumn(),
  },
  (t) => [index('api_keys_company_idx').on(t.company_id)],
);

/** One-time tokens for password resets, e-mail changes and PIN codes, stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial().primaryKey(),
    tenant_id: integer()
      .notNull()
      .references(() => tenants.id),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar({ length: 20 }).$type<'password_reset' | 'email_update' | 'login_code'>().notNull(),
    token_hash: varchar({ length: 64 }).notNull(),
    /**
     * The address the link was mailed to, which it is bound to: the account's address for a reset or setup
     * link (refused once the account has another), the new address for an e-mail change (applied on confirmation).
     */
    email: varchar({ length: 255 }),
    /**
     * For an e-mail change: who asked (the user or someone managing them). Confirming it re-runs the user
     * policy for them; deleting them voids it.
     */
    requested_by_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer().notNull().default(0),
    expires_at: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    used_at: timestampColumn(),
    /**
     * A PIN code (`login_code`) usable again until it expires (a classroom's code); otherwise a token is void once
     * used. `last_used_at` is its latest sign-in, shown to whoever issued it.
     */
    reusable: boolean().notNull().default(false),
    last_used_at: timestampColumn(),
    created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('user_tokens_lookup_idx').on(t.user_id, t.purpose),
    index('user_tokens_hash_idx').on(t.token_hash),
  ],
);

/**
 * An invitation to join a company, for someone whose address already has an account in the tenant (a
 * manager adding them cannot see that account; issue 9). The owner accepts through the mailed link, which
 * adds the membership; until then the company has no access to the person. Only the token's hash is stored.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    ...entityColumns(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invited_by_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What the membership brings on acceptance, as the manager asked. */
    is_manager: boolean().notNull().default(false),
    department_ids: jsonb().$type<number[]>().notNull().default([]),
    token_hash: varchar({ length: 64 }).notNull().unique(),
    expires_at: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    accepted_at: timestampColumn(),
  },
  (t) => [index('company_invitations_user_idx').on(t.user_id, t.company_id)],
);

/** Audit events: sign-ins, impersonation, administrative changes (DESIGN §9). */
export const incidents = pgTable(
  'incidents',
  {
    ...entityColumns(),
    event: varchar({ length: 100 }).notNull(),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    company_id: integer().references(() => companies.id, { onDelete: 'set null' }),
    target: varchar({ length: 200 }),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('incidents_tenant_created_idx').on(t.tenant_id, t.created_at)],
);

/**
 * The audit trail's archive: incidents older than the retention period, moved out of `incidents` by the daily
 * archive job (platform/audit-archive.ts) with their id, uuid and times, so the live trail stays small and
 * the changelog's historic view reads them here.
 */
export const incidentArchive = pgTable(
  'incident_archive',
  {
    ...entityColumns(),
    event: varchar({ length: 100 }).notNull(),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    company_id: integer().references(() => companies.id, { onDelete: 'set null' }),
    target: varchar({ length: 200 }),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    archived_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('incident_archive_tenant_created_idx').on(t.tenant_id, t.created_at)],
);

/** Fixed-window counters for rate limits, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar({ length: 300 }).primaryKey(),
  hits: integer().notNull().default(0),
  reset_at: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
});

/** Every mail sent, whatever the transport; the outbox of DESIGN §2. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    ...entityColumns(),
    to: varchar({ length: 255 }).notNull(),
    subject: varchar({ length: 500 }).notNull(),
    template: varchar({ length: 100 }).notNull(),
    locale: varchar({ length: 5 }).notNull(),
    status: varchar({ length: 20 }).$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    path: text(),
    error: text(),
    sent_at: timestampColumn(),
    /**
     * One key per event a mail is about (a reminder for one enrollment and threshold, one digest week): a second
     * mail for the same event finds the key taken and is not sent.
     */
    idempotency_key: varchar({ length: 200 }),
    /** The Message-ID the transport gave the mail; what a mail server's logs are searched by. */
    message_id: varchar({ length: 255 }),
    /** Delivery attempts made, retries included. */
    attempts: integer().notNull().default(0),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.tenant_id, t.to),
    uniqueIndex('mail_outbox_idempotency_idx').on(t.tenant_id, t.idempotency_key),
  ],
);
