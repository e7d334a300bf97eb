import type { ReminderKind, ReminderReason, ReminderStatus } from '@academy/contracts/entities/reminder';
import { type Locale, pickLocale } from '@academy/contracts/messages';
import { eq } from 'drizzle-orm';
import { reminderDeliveries } from '../../db/schema/reminders.ts';
import type { Services } from '../../platform/services.ts';
import { type CourseTitles, titleIn } from '../content-visibility/index.ts';
import { type EnrollmentReminderData, enrollmentReminderMail } from './enrollment-reminder.mail.ts';
import type { ReminderCandidate } from './reminder-candidates.ts';
import { notifyReminded } from './reminder-notification.ts';

/** The outbox key of a reminder's mail: one logged reminder is one event, mailed at most once. */
export const reminderMailKey = (deliveryUuid: string) => `reminder:${deliveryUuid}`;
const keyPattern = /^reminder:([0-9a-f-]{36})$/;
export const deliveryUuidOfKey = (key: string | null) => key?.match(keyPattern)?.[1] ?? null;

/**
 * Why a learner gets no reminder, in the order the reasons are checked; null when one goes out. The course
 * e-mail preference governs reminders (they are course e-mails, like completion mails); a company with e-mails
 * disabled sends none at all.
 */
export function skipReason(candidate: ReminderCandidate): ReminderReason | null {
  if (!candidate.is_active) return 'inactive';
  if (candidate.completed) return 'completed';
  if (candidate.emails_disabled) return 'company_emails_disabled';
  if (!candidate.email_course) return 'course_emails_off';
  return null;
}

export type LoggedReminder = {
  id: number;
  uuid: string;
  status: ReminderStatus;
  reason: ReminderReason | null;
};

/**
 * The reminder mail one learner gets: in their preferred language, else the sender's request's, the course
 * titled in that language, the deadline theirs. The send and its preview both read it here, so a preview is
 * exactly what goes out.
 */
export function reminderMailOf(
  services: Services,
  candidate: ReminderCandidate,
  titles: CourseTitles,
  fallbackLocale: Locale,
): { locale: Locale; data: EnrollmentReminderData } {
  const locale = candidate.language ? pickLocale(candidate.language) : fallbackLocale;
  return {
    locale,
    data: {
      name: candidate.first_name,
      course: titleIn(titles, locale),
      end_date: candidate.end_date,
      link: `${services.config.publicUrl}/courses/${titles.uuid}`,
    },
  };
}

type Origin = {
  kind: ReminderKind;
  thresholdDays?: number | null;
  sentById?: number | null;
  runId?: string | null;
  /** A reason the caller found (manual: not enrolled, reminded within the day), after the candidate's own. */
  reason?: ReminderReason | null;
  /** The language when the learner has no preference: the sender's request's. */
  fallbackLocale: Locale;
};

/**
 * Logs one reminder and, unless it is skipped, hands its mail to the outbox (delivered by the job runner with
 * retries; the outcome is written back to the log by `recordReminderOutcome`). An automatic reminder claims
 * its (enrollment, learner, threshold) row first: when another run or node already has it, nothing happens and
 * null is returned. A mail the outbox refuses to take is logged as failed. A reminder that goes out also
 * notifies the learner in the academy, with the course and the deadline in their language.
 */
export async function logAndSendReminder(
  services: Services,
  candidate: ReminderCandidate,
  titles: CourseTitles,
  origin: Origin,
): Promise<LoggedReminder | null> {
  const reason = skipReason(candidate) ?? origin.reason ?? null;
  const now = services.clock.now().toISOString();
  const [logged] = await services.db
    .insert(reminderDeliveries)
    .values({
      tenant_id: candidate.tenant_id,
      company_id: candidate.company_id,
      user_id: candidate.user_id,
      course_id: candidate.course_id,
      enrollment_id: candidate.enrollment_id,
      kind: origin.kind,
      threshold_days: origin.thresholdDays ?? null,
      sent_by_id: origin.sentById ?? null,
      recipient: candidate.email,
      status: reason ? 'skipped' : 'queued',
      reason,
      run_id: origin.runId ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing()
    .returning({
      id: reminderDeliveries.id,
      uuid: reminderDeliveries.uuid,
      status: reminderDeliveries.status,
    });
  if (!logged) return null;
  if (reason) return { ...logged, reason };

  const { locale, data } = reminderMailOf(services, candidate, titles, origin.fallbackLocale);
  try {
    const mail = await services.mail.sendLater({
      tenantId: candidate.tenant_id,
      to: candidate.email,
      template: enrollmentReminderMail,
      locale,
      data,
      idempotencyKey: reminderMailKey(logged.uuid),
      companyId: candidate.company_id,
    });
    await services.db
      .update(reminderDeliveries)
      .set({ mail_outbox_id: mail.id })
      .where(eq(reminderDeliveries.id, logged.id));
  } catch (error) {
    await services.db
      .update(reminderDeliveries)
      .set({
        status: 'failed',
        reason: 'delivery_failed',
        error: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
        updated_at: services.clock.now().toISOString(),
      })
      .where(eq(reminderDeliveries.id, logged.id));
    return { ...logged, status: 'failed', reason: 'delivery_failed' };
  }
  // The learner also finds it in the academy's notifications (issue 21), whatever becomes of the mail.
  await notifyReminded(services.db, candidate, titles);
  // With the job worker off (tests, JOBS=false) the mail went out inline: read what the log now says.
  const [after] = await services.db
    .select({ status: reminderDeliveries.status, reason: reminderDeliveries.reason })
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.id, logged.id));
  return { ...logged, ...after };
}
