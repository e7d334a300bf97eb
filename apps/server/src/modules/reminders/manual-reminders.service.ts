import { fqmi } from '@academy/contracts/common/base';
import type {
  ReminderOutcome,
  ReminderPreview,
  ReminderReason,
  ReminderSendRequest,
  ReminderSendResult,
} from '@academy/contracts/entities/reminder';
import type { Locale } from '@academy/contracts/messages';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { reminderDeliveries } from '../../db/schema/reminders.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { renderMail } from '../../platform/mail/render-mail.ts';
import type { Services } from '../../platform/services.ts';
import { type CourseTitles, courseTitles } from '../content-visibility/index.ts';
import { enrollmentReminderMail } from './enrollment-reminder.mail.ts';
import { type ReminderCandidate, reminderCandidates } from './reminder-candidates.ts';
import { logAndSendReminder, reminderMailOf, skipReason } from './reminder-delivery.service.ts';
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

type Learner = Awaited<ReturnType<typeof reachedUsers>>[number];
type PlannedReminder = {
  learner: Learner;
  candidate: ReminderCandidate;
  /** Why the learner would be skipped that only the manual send knows (not enrolled, reminded within the day). */
  reason: ReminderReason | null;
};

const summaryOf = (learner: Learner) => ({
  id: learner.id,
  uuid: learner.uuid,
  fqmi: fqmi('users', learner.uuid, 'user'),
  header: `${learner.first_name} ${learner.last_name}`,
  email: learner.email,
});

/**
 * Who a manual reminder of the course reaches and with what: reads only. Every learner must be within the
 * caller's reach (a manager: the company's members; a department head: their departments'), else the whole
 * request is a 422 on `user_ids` — an id outside the reach answers exactly like one that does not exist.
 */
async function planManualReminders(
  services: Services,
  actor: Actor,
  reach: ReminderReach,
  input: ReminderSendRequest,
): Promise<{ titles: CourseTitles; planned: PlannedReminder[] }> {
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
  const planned = learners.map((learner): PlannedReminder => {
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
    const reason = !found ? 'not_enrolled' : recent.has(learner.id) ? 'recently_reminded' : null;
    return { learner, candidate, reason };
  });
  return { titles, planned };
}

/**
 * The preview of a manual send (issue 21): the number of learners it would remind and skip, and the mail as
 * the first of those reminded would get it. It reads the same plan and renders the same mail as the send,
 * and writes nothing: no log entry, no mail, no notification.
 */
export async function previewManualReminders(
  services: Services,
  actor: Actor,
  reach: ReminderReach,
  input: ReminderSendRequest,
  locale: Locale,
): Promise<ReminderPreview> {
  const { titles, planned } = await planManualReminders(services, actor, reach, input);
  const going = planned.filter((entry) => !skipReason(entry.candidate) && !entry.reason);
  const first = going[0];
  if (!first) return { recipients: 0, skipped: planned.length, sample: null };
  const mail = reminderMailOf(services, first.candidate, titles, locale);
  const rendered = renderMail(enrollmentReminderMail, mail.locale, mail.data);
  return {
    recipients: going.length,
    skipped: planned.length - going.length,
    sample: {
      user: summaryOf(first.learner),
      locale: mail.locale,
      subject: rendered.subject,
      text: rendered.text,
    },
  };
}

/**
 * Manual deadline reminders from the insights tab (issue 14), sent once the manager confirmed the preview:
 * the selected learners of a course, each logged — sent, or skipped with the reason (not enrolled in the course
 * by the company today, completed, inactive, e-mails off, reminded within the day). Nothing is sent when one
 * learner is outside the caller's reach (see planManualReminders).
 */
export async function sendManualReminders(
  services: Services,
  actor: Actor,
  reach: ReminderReach,
  input: ReminderSendRequest,
  locale: Locale,
): Promise<ReminderSendResult> {
  const { titles, planned } = await planManualReminders(services, actor, reach, input);
  const outcomes: ReminderOutcome[] = [];
  for (const { learner, candidate, reason } of planned) {
    const logged = await logAndSendReminder(services, candidate, titles, {
      kind: 'manual',
      sentById: actor.user?.id ?? null,
      reason,
      fallbackLocale: locale,
    });
    // A manual row has no unique claim to lose, so it is always written.
    if (!logged) continue;
    outcomes.push({
      user: summaryOf(learner),
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
