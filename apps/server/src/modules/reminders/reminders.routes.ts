import {
  itemEnvelope as itemEnvelopeSchema,
  listEnvelope as listEnvelopeSchema,
} from '@academy/contracts/common/envelope';
import {
  reminderDeliveryQuerySchema,
  reminderDeliverySchema,
  reminderPreviewSchema,
  reminderSendRequestSchema,
  reminderSendResultSchema,
} from '@academy/contracts/entities/reminder';
import { translate } from '@academy/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemEnvelope, listEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { previewManualReminders, sendManualReminders } from './manual-reminders.service.ts';
import { learnerReminderLog } from './reminder-log.service.ts';
import { reminderReach } from './reminder-reach.ts';

const reference = z.string().trim().min(1).max(64);
/** What the client refreshes after a send: the learners' logs. */
const relations = ['reminder-deliveries'];

/**
 * Deadline reminders of the organization area's insights tab (issue 14): send them by hand to selected learners
 * of a course, and read a learner's delivery log. Both act within one company: its managers and administrators
 * reach every member, a department head the members of the departments they head; anyone else of the company
 * gets 403, and people of other companies 404.
 */
export async function reminderRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;
  const tags = ['reminders'];

  api.post(
    '/api/v1/companies/:company/reminders',
    {
      // Signed in first: a guest learns nothing about the payload.
      preValidation: requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Send deadline reminders of a course to selected learners of the company now',
        params: z.object({ company: reference }),
        body: reminderSendRequestSchema,
        response: {
          200: itemEnvelopeSchema(reminderSendResultSchema),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const reach = await reminderReach(services.db, request.actor, request.params.company);
      const result = await sendManualReminders(services, request.actor, reach, request.body, request.locale);
      return itemEnvelope(request, result, {
        relations,
        message: translate('reminders.sent', request.locale, result.sent, result.skipped, result.failed),
      });
    },
  );

  api.post(
    '/api/v1/companies/:company/reminders/preview',
    {
      preValidation: requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'Preview deadline reminders before sending: recipients, skipped, and the mail as one recipient gets it (no side effects)',
        params: z.object({ company: reference }),
        body: reminderSendRequestSchema,
        response: {
          200: itemEnvelopeSchema(reminderPreviewSchema),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const reach = await reminderReach(services.db, request.actor, request.params.company);
      const preview = await previewManualReminders(
        services,
        request.actor,
        reach,
        request.body,
        request.locale,
      );
      return itemEnvelope(request, preview);
    },
  );

  api.get(
    '/api/v1/companies/:company/users/:user/reminder-deliveries',
    {
      preValidation: requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "A learner's reminder delivery log in the company (sent, skipped, failed), newest first",
        params: z.object({ company: reference, user: reference }),
        querystring: reminderDeliveryQuerySchema,
        response: {
          200: listEnvelopeSchema(reminderDeliverySchema),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const reach = await reminderReach(services.db, request.actor, request.params.company);
      const { items, pagination } = await learnerReminderLog(services, request.actor, reach, {
        user: request.params.user,
        course: request.query.course,
        page: request.query.page,
        perPage: request.query.per_page,
        locale: request.locale,
      });
      return listEnvelope(request, items, { pagination });
    },
  );
}
