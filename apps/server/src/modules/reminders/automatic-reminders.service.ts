import { randomUUID } from 'node:crypto';
import { automaticReminderDays } from '@academy/contracts/entities/reminder';
import { tenants } from '../../db/schema/tenants.ts';
import type { Services } from '../../platform/services.ts';
import { type CourseTitles, courseTitles } from '../content-visibility/index.ts';
import { alertAdministrators } from './admin-alerts.ts';
import { type ReminderCandidate, reminderCandidates } from './reminder-candidates.ts';
import { logAndSendReminder } from './reminder-delivery.service.ts';

/** What one tenant's share of a run did; `due` counts learners who needed a reminder (not completed, active). */
export type ReminderRunSummary = {
  tenantId: number;
  due: number;
  sent: number;
  skipped: number;
  failed: number;
  /** Skipped because the company disabled e-mails or the learner turned course e-mails off. */
  mailsOff: number;
  error: string | null;
};

/** The database's own words rather than the query builder's wrapper (which quotes the whole statement). */
function errorText(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (cause instanceof Error ? cause.message : String(cause)).slice(0, 500);
}

/**
 * The daily automatic reminders (issue 14): for every company that is active and has "send reminders" on, each
 * learner whose deadline (see reminderCandidates) is within 7 days gets the 7-day reminder, and within 1 day
 * the 1-day one — each once, whatever the number of runs and nodes (the log's unique row is claimed before the
 * mail goes). Learners who completed, are inactive, or whose mails are off are logged as skipped with the
 * reason. A tenant whose share fails, or sends nothing while something was due, raises an admin notification;
 * a failure is thrown at the end so the job runner retries the run (already logged reminders are not redone).
 */
export async function runAutomaticReminders(
  services: Services,
  runId: string = randomUUID(),
): Promise<ReminderRunSummary[]> {
  const now = services.clock.now();
  const today = now.toISOString().slice(0, 10);
  let candidates: ReminderCandidate[];
  let titles: Map<number, CourseTitles>;
  try {
    candidates = await reminderCandidates(services.db, {
      today,
      now,
      automatic: { thresholds: automaticReminderDays },
    });
    titles = await courseTitles(
      services.db,
      candidates.map((candidate) => candidate.course_id),
    );
  } catch (error) {
    // Nothing is known per tenant yet: every tenant's administrators hear of it.
    const tenantIds = (await services.db.select({ id: tenants.id }).from(tenants)).map((row) => row.id);
    for (const tenantId of tenantIds)
      await alertOnTrouble(services, { ...emptySummary(tenantId), error: errorText(error) }, today, now);
    throw new Error(`reminder run ${runId} failed: ${errorText(error)}`);
  }
  const byTenant = new Map<number, ReminderCandidate[]>();
  for (const candidate of candidates)
    byTenant.set(candidate.tenant_id, [...(byTenant.get(candidate.tenant_id) ?? []), candidate]);

  const summaries: ReminderRunSummary[] = [];
  for (const [tenantId, tenantCandidates] of byTenant) {
    const summary = emptySummary(tenantId);
    try {
      for (const candidate of tenantCandidates) {
        const logged = await logAndSendReminder(services, candidate, titles.get(candidate.course_id)!, {
          kind: 'automatic',
          thresholdDays: candidate.threshold_days,
          runId,
          fallbackLocale: 'en',
        });
        if (!logged) continue;
        if (logged.reason !== 'completed' && logged.reason !== 'inactive') summary.due += 1;
        if (logged.status === 'skipped') summary.skipped += 1;
        else if (logged.status === 'failed') summary.failed += 1;
        else summary.sent += 1;
        if (logged.reason === 'company_emails_disabled' || logged.reason === 'course_emails_off')
          summary.mailsOff += 1;
      }
    } catch (error) {
      summary.error = errorText(error);
    }
    summaries.push(summary);
    await alertOnTrouble(services, summary, today, now);
  }
  const failed = summaries.find((summary) => summary.error !== null);
  if (failed) throw new Error(`reminder run ${runId} failed: ${failed.error}`);
  return summaries;
}

const emptySummary = (tenantId: number): ReminderRunSummary => ({
  tenantId,
  due: 0,
  sent: 0,
  skipped: 0,
  failed: 0,
  mailsOff: 0,
  error: null,
});

async function alertOnTrouble(services: Services, summary: ReminderRunSummary, day: string, now: Date) {
  const { tenantId } = summary;
  if (summary.error !== null) {
    await alertAdministrators(services.db, {
      tenantId,
      key: `reminders:run-failed:${tenantId}:${day}`,
      subjectKey: 'reminders.run_failed_subject',
      messageKey: 'reminders.run_failed_message',
      args: [day, summary.error],
      now,
    });
  } else if (summary.due > 0 && summary.sent === 0) {
    await alertAdministrators(services.db, {
      tenantId,
      key: `reminders:nothing-sent:${tenantId}:${day}`,
      subjectKey: 'reminders.nothing_sent_subject',
      messageKey: 'reminders.nothing_sent_message',
      args: [day, summary.due, summary.mailsOff, summary.failed],
      now,
    });
  }
}
