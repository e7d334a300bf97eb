import { translate } from '@academy/contracts/messages';
import {
  previewReminders,
  readReminderDeliveries,
  sendReminders,
} from '@academy/contracts/operations/reminders';
import type { FastifyInstance } from 'fastify';
import { itemEnvelope, listEnvelope } from '../../platform/http/envelope.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { previewManualReminders, sendManualReminders } from './manual-reminders.service.ts';
import { learnerReminderLog } from './reminder-log.service.ts';
import { reminderReach } from './reminder-reach.ts';

/** What the client refreshes after a send: the learners' logs. */
const relations = ['reminder-deliveries'];

/**
 * Deadline reminders of the organization area's insights tab (issue 14): send them by hand to selected learners
 * of a course, and read a learner's delivery log. Both act within one company: its managers and administrators
 * reach every member, a department head the members of the departments they head; anyone else of the company
 * gets 403, and people of other companies 404.
 */
export async function reminderRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  // Signed in first: a guest learns nothing about the payload.
  const signedInFirst = { preValidation: requireUser };

  registerOperation(
    app,
    sendReminders,
    async (request) => {
      const reach = await reminderReach(services.db, request.actor, request.params.company);
      const result = await sendManualReminders(services, request.actor, reach, request.body, request.locale);
      return itemEnvelope(request, result, {
        relations,
        message: translate('reminders.sent', request.locale, result.sent, result.skipped, result.failed),
      });
    },
    signedInFirst,
  );

  registerOperation(
    app,
    previewReminders,
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
    signedInFirst,
  );

  registerOperation(
    app,
    readReminderDeliveries,
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
    signedInFirst,
  );
}
