import { z } from 'zod';
import { itemEnvelope, listEnvelope, metaSchema } from '../common/envelope.ts';
import { defineOperation, mediaAnswer } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import {
  reminderDeliveryQuerySchema,
  reminderDeliverySchema,
  reminderPreviewSchema,
  reminderSendRequestSchema,
  reminderSendResultSchema,
} from '../entities/reminder.ts';
import { reminderRoutes } from './reminders.routes.ts';

const reference = z.string().trim().min(1).max(64);

/** POST /api/v1/companies/{company}/reminders: deadline reminders sent by hand (issue 14). */
export const sendReminders = defineOperation({
  ...routed(reminderRoutes, 'reminders.send'),
  summary: 'Send deadline reminders of a course to selected learners of the company now',
  tags: ['reminders'],
  params: z.object({ company: reference }),
  body: reminderSendRequestSchema,
  response: itemEnvelope(reminderSendResultSchema),
  errors: [401, 403, 404, 422],
  guard: 'signedIn',
});

/** POST /api/v1/companies/{company}/reminders/preview: the same, without side effects. */
export const previewReminders = defineOperation({
  ...routed(reminderRoutes, 'reminders.preview'),
  summary:
    'Preview deadline reminders before sending: recipients, skipped, and the mail as one recipient gets it (no side effects)',
  tags: ['reminders'],
  params: z.object({ company: reference }),
  body: reminderSendRequestSchema,
  response: itemEnvelope(reminderPreviewSchema),
  errors: [401, 403, 404, 422],
  guard: 'signedIn',
});

/** GET /api/v1/companies/{company}/users/{user}/reminder-deliveries: a learner's delivery log. */
export const readReminderDeliveries = defineOperation({
  ...routed(reminderRoutes, 'reminders.deliveries'),
  summary: "A learner's reminder delivery log in the company (sent, skipped, failed), newest first",
  tags: ['reminders'],
  params: z.object({ company: reference, user: reference }),
  query: reminderDeliveryQuerySchema,
  response: listEnvelope(reminderDeliverySchema),
  errors: [401, 403, 404, 422],
  guard: 'signedIn',
});

const tokenParams = z.object({ token: z.string().trim().min(1).max(200) });
const htmlPage = (description: string) => mediaAnswer(description, { 'text/html': z.string() });

/** The JSON answer of an unsubscribe (a form post gets a page instead). */
export const unsubscribedSchema = z.object({
  data: z.object({ message: z.string(), relations: z.array(z.string()), meta: metaSchema }),
});

/** GET /api/v1/mail/unsubscribe/{token}: the digest's unsubscribe link, a page asking to confirm. */
export const unsubscribePage = defineOperation({
  ...routed(reminderRoutes, 'mail.unsubscribePage'),
  summary: 'The page of an unsubscribe link: asks to confirm stopping the weekly expiry digest',
  tags: ['mail'],
  params: tokenParams,
  response: htmlPage('The confirmation page'),
  otherAnswers: { 404: htmlPage('The link is not valid') },
  errors: [],
  guard: 'public',
});

/** POST /api/v1/mail/unsubscribe/{token}: stops the digest (the page's button, one-click, or JSON). */
export const unsubscribe = defineOperation({
  ...routed(reminderRoutes, 'mail.unsubscribe'),
  summary: 'Stop the weekly expiry digest for the person the link names (no sign-in: the link is signed)',
  tags: ['mail'],
  params: tokenParams,
  response: mediaAnswer('Unsubscribed: JSON, or a page for a form post', {
    'application/json': unsubscribedSchema,
    'text/html': z.string(),
  }),
  errors: [404],
  guard: 'public',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const reminderOperations = [
  sendReminders,
  previewReminders,
  readReminderDeliveries,
  unsubscribePage,
  unsubscribe,
] as const;
