import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';

const related = z
  .object({ id: z.number().int(), uuid: z.string(), fqmi: z.string(), header: z.string() })
  .passthrough();

export const notificationSchema = baseEntitySchema.extend({
  subject: z.string(),
  data: z.record(z.string(), z.unknown()),
  company_id: z.number().int().nullable(),
  company: related.nullable().optional(),
  course_id: z.number().int().nullable(),
  course: related.nullable().optional(),
  read_at: z.string().nullable(),
  /** `read_at` is set. */
  read: z.boolean(),
  /** The body text in the reader's language (`data.message_key` translated, else `data.message`), or null. */
  message: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The owner marks a notification read (`read: true` or a time) or unread (`read: false` / `read_at: null`). */
export const notificationUpdateSchema = z.strictObject({
  read: z.boolean().optional(),
  read_at: z.iso.datetime({ offset: true }).nullable().optional(),
});

/**
 * `data` keys a notification may carry so it reads in the reader's language: `subject_key`/`message_key` are
 * message keys (contracts/messages.ts) filled with `args`; the `subject` column keeps the English text.
 */
export const notificationTextDataSchema = z.object({
  subject_key: z.string().optional(),
  message_key: z.string().optional(),
  args: z.array(z.union([z.string(), z.number()])).optional(),
  message: z.string().optional(),
});

export const notificationFilters = ['read', 'company', 'course'] as const;
export const notificationActions = ['view', 'update', 'delete'] as const;
