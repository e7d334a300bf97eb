import type { ReminderKind, ReminderReason, ReminderStatus } from '@academy/contracts/entities/reminder';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { entityColumns, timestampColumn } from './columns.ts';
import { courses } from './content.ts';
import { certificates, enrollments } from './learning.ts';
import { companies, mailOutbox, users } from './tenancy.ts';
import { tenants } from './tenants.ts';

/**
 * The delivery log of deadline reminders (issue 14): every reminder sent, skipped or failed, per learner, so a
 * manager can prove what went out and an administrator can see what did not. A row is written before its mail
 * is handed to the outbox; the outbox's outcome (Message-ID, failure) is written back to it.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    ...entityColumns(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The learner reminded (the recipient). */
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    enrollment_id: integer().references(() => enrollments.id, { onDelete: 'set null' }),
    /** Manual (insights tab) or automatic (the daily job); the values are the contract's. */
    kind: varchar({ length: 20 }).$type<ReminderKind>().notNull(),
    /** Automatic reminders: the days before the end date this one is for (7 or 1). */
    threshold_days: integer(),
    /** Manual reminders: who sent it. */
    sent_by_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The address the mail went to (or would have), as it was then. */
    recipient: varchar({ length: 255 }).notNull(),
    /** `queued` until the outbox has delivered the mail (or given up on it). */
    status: varchar({ length: 20 }).$type<ReminderStatus>().notNull(),
    /** Why it was skipped or failed: a reason code of the contract, never free text. */
    reason: varchar({ length: 50 }).$type<ReminderReason>(),
    /** The transport's error of a failed delivery (shown to administrators only). */
    error: text(),
    mail_outbox_id: integer().references(() => mailOutbox.id, { onDelete: 'set null' }),
    message_id: varchar({ length: 255 }),
    /** The automatic run that wrote it. */
    run_id: uuid(),
    sent_at: timestampColumn(),
  },
  (t) => [
    // Never twice for the same enrollment, learner and threshold, however many nodes run the job.
    uniqueIndex('reminder_deliveries_automatic_idx')
      .on(t.enrollment_id, t.user_id, t.threshold_days)
      .where(sql`${t.kind} = 'automatic'`),
    index('reminder_deliveries_learner_idx').on(t.tenant_id, t.company_id, t.user_id, t.created_at),
    index('reminder_deliveries_outbox_idx').on(t.mail_outbox_id),
  ],
);

/**
 * What the weekly expiry digest has told each manager: a certificate appears once per threshold (90, 60, 30
 * and 7 days before it expires), so a digest lists only what is new since the last one.
 */
export const expiryDigestEntries = pgTable(
  'expiry_digest_entries',
  {
    id: serial().primaryKey(),
    tenant_id: integer()
      .notNull()
      .references(() => tenants.id),
    manager_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificate_id: integer()
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    threshold_days: integer().notNull(),
    mail_outbox_id: integer().references(() => mailOutbox.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.manager_id, t.certificate_id, t.threshold_days)],
);
