import { z } from 'zod';
import { summarySchema, userSummarySchema } from '../common/summary.ts';

/**
 * Deadline reminders (issue 14) and their delivery log: what the insights tab of the organization area sends
 * and shows per learner. Routes: POST /api/v1/companies/{company}/reminders (manual reminders),
 * GET /api/v1/companies/{company}/users/{user}/reminder-deliveries (a learner's log in the company).
 */

/** `manual`: sent by a manager or department head; `automatic`: sent by the daily job before an end date. */
export const reminderKinds = ['manual', 'automatic'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** `queued` only until the mail outbox has delivered the mail or given up on it. */
export const reminderStatuses = ['queued', 'sent', 'skipped', 'failed'] as const;
export type ReminderStatus = (typeof reminderStatuses)[number];

/**
 * Why a reminder was skipped or failed:
 * - `completed`: the learner holds a valid certificate for the course;
 * - `not_enrolled`: no active enrollment of the company reaches the learner for the course today;
 * - `company_emails_disabled`: the company's setting "emails disabled" is on;
 * - `course_emails_off`: the learner turned course e-mails off;
 * - `inactive`: the learner's account is disabled;
 * - `recently_reminded`: a manual reminder for the same course went to the learner within the last 24 hours;
 * - `delivery_failed`: the mail server did not take the mail (after the outbox's retries).
 */
export const reminderReasons = [
  'completed',
  'not_enrolled',
  'company_emails_disabled',
  'course_emails_off',
  'inactive',
  'recently_reminded',
  'delivery_failed',
] as const;
export type ReminderReason = (typeof reminderReasons)[number];

/** The days before an enrollment's end date on which the automatic reminder goes out. */
export const automaticReminderDays = [7, 1] as const;

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);

/** POST /api/v1/companies/{company}/reminders: remind these learners of this course now. */
export const reminderSendRequestSchema = z.strictObject({
  /** The course (id or uuid). */
  course_id: reference,
  /** The learners (ids or uuids), each a member of the company the caller may act on. */
  user_ids: z.array(reference).min(1, 'validation.required').max(500, 'validation.too_long'),
});
export type ReminderSendRequest = z.infer<typeof reminderSendRequestSchema>;

/** One learner's outcome of a manual send. */
export const reminderOutcomeSchema = z.object({
  user: userSummarySchema,
  /** The log entry written for this learner. */
  delivery_uuid: z.string(),
  status: z.enum(reminderStatuses),
  reason: z.enum(reminderReasons).nullable(),
});
export type ReminderOutcome = z.infer<typeof reminderOutcomeSchema>;

export const reminderSendResultSchema = z.object({
  /** Handed to the mail outbox (queued or already sent). */
  sent: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  outcomes: z.array(reminderOutcomeSchema),
});
export type ReminderSendResult = z.infer<typeof reminderSendResultSchema>;

/**
 * What a manual send would do, before it is done (issue 21): how many learners would get the reminder and how
 * many would be skipped, and the mail exactly as the first of them would get it — subject and text in their
 * language with their deadline. Nothing is written or sent.
 */
export const reminderPreviewSchema = z.object({
  recipients: z.number().int(),
  skipped: z.number().int(),
  sample: z
    .object({
      user: userSummarySchema,
      /** The language the mail is written in: the learner's, else the request's. */
      locale: z.enum(['en', 'nb']),
      subject: z.string(),
      text: z.string(),
    })
    .nullable(),
});
export type ReminderPreview = z.infer<typeof reminderPreviewSchema>;

/** One entry of a learner's reminder delivery log, newest first. */
export const reminderDeliverySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  kind: z.enum(reminderKinds),
  status: z.enum(reminderStatuses),
  reason: z.enum(reminderReasons).nullable(),
  /** Automatic reminders: the days before the end date it was for. */
  threshold_days: z.number().int().nullable(),
  /** The address it went (or would have gone) to. */
  recipient: z.string(),
  /** The course, named by its title in the reader's language. */
  course: summarySchema,
  enrollment_uuid: z.string().nullable(),
  /** Manual reminders: who sent it (null once that account is deleted, and for automatic ones). */
  sent_by: userSummarySchema.nullable(),
  /** The Message-ID the mail went out with. */
  message_id: z.string().nullable(),
  /** The mail server's error of a failed delivery; shown to administrators only. */
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type ReminderDelivery = z.infer<typeof reminderDeliverySchema>;

/** Query of a learner's log: pages of at most 100, newest first. */
export const reminderDeliveryQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  /** Only this course (id or uuid). */
  course: z.string().trim().min(1).max(64).optional(),
  request: z.string().max(200).optional(),
});
