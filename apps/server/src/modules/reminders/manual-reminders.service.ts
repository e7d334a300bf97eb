import { fqmi } from '@academy/contracts/common/base';
import type {
  ReminderOutcome,
  ReminderSendRequest,
  ReminderSendResult,
} from '@academy/contracts/entities/reminder';
import type { Locale } from '@academy/contracts/messages';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { reminderDeliveries } from '../../db/schema/reminders.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import type { Services } from '../../platform/services.ts';
import { courseTitles } from '../notifications/index.ts';
import { type ReminderCandidate, reminderCandidates } from './reminder-candidates.ts';
import { logAndSendReminder } from './reminder-delivery.service.ts';
import { type ReminderReach, reachedUsers } from './reminder-reach.ts';

/** A learner reminded of a course by hand is not reminded of it again by hand within a day. */
export const manualReminderPauseHours = 24;

const isNumeric = (reference: string | number) => typeof reference === 'number' || /^\d+$/.test(reference);

async function courseOf(services: Services, tenantId: number, reference: string | number) {
  const [course] = await services.db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.tenant_id, tenantId),
        isNumeric(reference) ? eq(courses.id, Number(reference)) : sql`${courses.uuid}::text = ${reference}`,
      ),
    );
  if (!course) throw fieldError('course_id', 'validation.not_found_reference');
  return course;
}

/** Learners reminded of the course by hand (queued or sent) within the pause. */
async function recentlyReminded(
  services: Services,
  reach: ReminderReach,
  courseId: number,
  userIds: number[],
) {
  const since = new Date(services.clock.now().getTime() - manualReminderPauseHours * 3_600_000);
  const rows = await services.db
    .select({ userId: reminderDeliveries.user_id })
    .from(reminderDeliveries)
    .where(
      and(
        eq(reminderDeliveries.company_id, reach.company.id),
        eq(reminderDeliveries.course_id, courseId),
        eq(reminderDeliveries.kind, 'manual'),
        inArray(reminderDeliveries.status, ['queued', 'sent']),
        inArray(reminderDeliveries.user_id, userIds),
        gt(reminderDeliveries.created_at, since.toISOString()),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/**
 * Manual deadline reminders from the insights tab (issue 14): the selected learners of a course, each logged —
 * sent, or skipped with the reason (not enrolled in the course by the company today, completed, inactive,
 * e-mails off, reminded within the day). Every learner must be within the caller's reach (a manager: the
 * company's members; a department head: their departments'), else the whole request is a 422 on `user_ids`
 * and nothing is sent — an id outside the reach answers exactly like one that does not exist.
 */
export async function sendManualReminders(
  services: Services,
  actor: Actor,
  reach: ReminderReach,
  input: ReminderSendRequest,
  locale: Locale,
): Promise<ReminderSendResult> {
  const course = await courseOf(services, actor.tenantId, input.course_id);
  const learners = await reachedUsers(services.db, actor, reach, input.user_ids);
  const named = (reference: string | number) =>
    learners.some((learner) =>
      isNumeric(reference)
        ? learner.id === Number(reference)
        : learner.uuid === String(reference).toLowerCase(),
    );
  if (!input.user_ids.every(named)) throw fieldError('user_ids', 'validation.not_found_reference');

  const now = services.clock.now();
  const userIds = learners.map((learner) => learner.id);
  const candidates = await reminderCandidates(services.db, {
    today: now.toISOString().slice(0, 10),
    now,
    companyId: reach.company.id,
    courseId: course.id,
    userIds,
  });
  const byUser = new Map(candidates.map((candidate) => [candidate.user_id, candidate]));
  const recent = await recentlyReminded(services, reach, course.id, userIds);
  const titles = (await courseTitles(services.db, [course.id])).get(course.id)!;

  const outcomes: ReminderOutcome[] = [];
  for (const learner of learners) {
    const found = byUser.get(learner.id);
    const candidate: ReminderCandidate = found ?? {
      tenant_id: actor.tenantId,
      company_id: reach.company.id,
      course_id: course.id,
      user_id: learner.id,
      enrollment_id: null,
      end_date: null,
      email: learner.email,
      first_name: learner.first_name,
      is_active: true,
      email_course: true,
      language: null,
      completed: false,
      emails_disabled: false,
      threshold_days: null,
    };
    const logged = await logAndSendReminder(services, candidate, titles, {
      kind: 'manual',
      sentById: actor.user?.id ?? null,
      reason: !found ? 'not_enrolled' : recent.has(learner.id) ? 'recently_reminded' : null,
      fallbackLocale: locale,
    });
    // A manual row has no unique claim to lose, so it is always written.
    if (!logged) continue;
    outcomes.push({
      user: {
        id: learner.id,
        uuid: learner.uuid,
        fqmi: fqmi('users', learner.uuid, 'user'),
        header: `${learner.first_name} ${learner.last_name}`,
        email: learner.email,
      },
      delivery_uuid: logged.uuid,
      status: logged.status,
      reason: logged.reason,
    });
  }
  const count = (statuses: string[]) =>
    outcomes.filter((outcome) => statuses.includes(outcome.status)).length;
  return {
    sent: count(['queued', 'sent']),
    skipped: count(['skipped']),
    failed: count(['failed']),
    outcomes,
  };
}
