import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { summarySchema } from '../common/summary.ts';

export const notificationSchema = baseEntitySchema.extend({
  /** The owner (notifications are only ever their owner's). */
  user_id: z.number().int(),
  /** In the reader's language (`data.subject_key` translated, else the stored English subject). */
  subject: z.string(),
  data: z.record(z.string(), z.unknown()),
  company_id: z.number().int().nullable(),
  company: summarySchema.nullable(),
  course_id: z.number().int().nullable(),
  course: summarySchema.nullable(),
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

/** The platform creates notifications; their owner reads, marks and deletes them. */
export const notificationContract = defineResourceContract({
  segment: 'notifications',
  type: 'notification',
  item: notificationSchema,
  update: notificationUpdateSchema,
  filters: { read: filterValue.boolean, company: filterValue.reference, course: filterValue.reference },
  sorts: ['created_at', 'read_at'],
  defaultSort: '-created_at',
  search: true,
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
  delete: true,
});
