import { createNotifications } from '../modules/notifications/index.ts';
import { demoNotifications } from './content-notifications.ts';
import type { OrganisationIds } from './insert-organisations.ts';
import { requireId, type SeedContext, timestampDaysAgo } from './seed-support.ts';

export async function insertNotifications(
  context: SeedContext,
  organisation: OrganisationIds,
  courseIdByCode: ReadonlyMap<string, number>,
): Promise<void> {
  await createNotifications(
    context.tx,
    context.tenantId,
    demoNotifications.map((notification) => ({
      user_id: requireId(organisation.userIdByEmail, notification.email, 'user'),
      company_id: notification.companySlug
        ? requireId(organisation.companyIdBySlug, notification.companySlug, 'company')
        : null,
      course_id: notification.courseCode
        ? requireId(courseIdByCode, notification.courseCode, 'course')
        : null,
      text: {
        subjectKey: notification.subjectKey,
        messageKey: notification.messageKey,
        argsByLocale: notification.args,
        data: { type: notification.type },
      },
      read_at: notification.readDaysAgo === null ? null : timestampDaysAgo(context, notification.readDaysAgo),
      // Dated in the past so the inbox reads like one that has been in use.
      created_at: timestampDaysAgo(context, notification.createdDaysAgo),
      updated_at: timestampDaysAgo(context, notification.readDaysAgo ?? notification.createdDaysAgo),
    })),
  );
}
