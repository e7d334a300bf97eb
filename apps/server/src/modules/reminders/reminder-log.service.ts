import { fqmi } from '@academy/contracts/common/base';
import type { Pagination } from '@academy/contracts/common/envelope';
import type { ReminderDelivery } from '@academy/contracts/entities/reminder';
import type { Locale } from '@academy/contracts/messages';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { courses } from '../../db/schema/content.ts';
import { enrollments } from '../../db/schema/learning.ts';
import { reminderDeliveries } from '../../db/schema/reminders.ts';
import { users } from '../../db/schema/tenancy.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/http/http-error.ts';
import type { Services } from '../../platform/services.ts';
import { courseTitles, titleIn } from '../content-visibility/index.ts';
import { type ReminderReach, userByReference, withinReach } from './reminder-reach.ts';
import { readsDeliveryErrors } from './reminders.policy.ts';

const sender = alias(users, 'sender');

/**
 * A learner's reminder delivery log in one company, newest first (the insights tab): every reminder sent,
 * skipped or failed, manual or automatic. The learner must be within the caller's reach, else 404 (as for
 * someone who does not exist). Transport errors can name mail servers, so only administrators see them.
 */
export async function learnerReminderLog(
  services: Services,
  actor: Actor,
  reach: ReminderReach,
  input: { user: string; course?: string; page: number; perPage: number; locale: Locale },
): Promise<{ items: ReminderDelivery[]; pagination: Pagination }> {
  const [learner] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenant_id, actor.tenantId), userByReference(input.user), withinReach(reach)));
  if (!learner) throw notFound();

  const course = input.course;
  const where = and(
    eq(reminderDeliveries.company_id, reach.company.id),
    eq(reminderDeliveries.user_id, learner.id),
    course === undefined
      ? undefined
      : sql`${reminderDeliveries.course_id} in (select ${courses.id} from ${courses} where ${courses.tenant_id} = ${actor.tenantId} and (${courses.id}::text = ${course} or ${courses.uuid}::text = ${course}))`,
  );
  const [{ total }] = await services.db.select({ total: count() }).from(reminderDeliveries).where(where);
  const rows = await services.db
    .select({
      row: reminderDeliveries,
      enrollmentUuid: enrollments.uuid,
      sender: {
        uuid: sender.uuid,
        first_name: sender.first_name,
        last_name: sender.last_name,
        email: sender.email,
      },
    })
    .from(reminderDeliveries)
    .leftJoin(enrollments, eq(enrollments.id, reminderDeliveries.enrollment_id))
    .leftJoin(sender, eq(sender.id, reminderDeliveries.sent_by_id))
    .where(where)
    .orderBy(desc(reminderDeliveries.created_at), desc(reminderDeliveries.id))
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage);
  const titles = await courseTitles(
    services.db,
    rows.map(({ row }) => row.course_id),
  );
  const showsErrors = readsDeliveryErrors(actor);
  const items = rows.map(({ row, enrollmentUuid, sender: from }): ReminderDelivery => {
    const title = titles.get(row.course_id)!;
    return {
      id: row.id,
      uuid: row.uuid,
      kind: row.kind,
      status: row.status,
      reason: row.reason,
      threshold_days: row.threshold_days,
      recipient: row.recipient,
      course: {
        id: row.course_id,
        uuid: title.uuid,
        fqmi: fqmi('courses', title.uuid, 'course'),
        header: titleIn(title, input.locale),
      },
      enrollment_uuid: enrollmentUuid,
      sent_by:
        row.sent_by_id !== null && from
          ? {
              id: row.sent_by_id,
              uuid: from.uuid,
              fqmi: fqmi('users', from.uuid, 'user'),
              header: `${from.first_name} ${from.last_name}`,
              email: from.email,
            }
          : null,
      message_id: row.message_id,
      error: showsErrors ? row.error : null,
      created_at: row.created_at,
      sent_at: row.sent_at,
    };
  });
  return {
    items,
    pagination: {
      page: input.page,
      per_page: input.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / input.perPage)),
    },
  };
}
