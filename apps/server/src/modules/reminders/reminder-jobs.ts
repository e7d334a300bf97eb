import type { Services } from '../../platform/services.ts';
import { runAutomaticReminders } from './automatic-reminders.service.ts';
import { enrollmentReminderMail } from './enrollment-reminder.mail.ts';
import { runExpiryDigest } from './expiry-digest.service.ts';
import { recordReminderOutcome } from './reminder-outcomes.ts';

export const automaticRemindersJob = 'reminders.automatic';
export const expiryDigestJob = 'reminders.expiry-digest';

/**
 * The reminders' scheduled work and mail bookkeeping: the automatic run every morning at 06:00 UTC and the
 * expiry digest every Monday at 07:00 UTC (pg-boss sends each tick once, whatever the number of processes), and
 * the outbox's outcomes written into the delivery log.
 */
export async function registerReminderJobs(services: Services): Promise<void> {
  services.mail.onOutcome(enrollmentReminderMail.name, (outcome) => recordReminderOutcome(services, outcome));
  services.jobs.register(automaticRemindersJob, async () => {
    await runAutomaticReminders(services);
  });
  await services.jobs.schedule(automaticRemindersJob, '0 6 * * *');
  services.jobs.register(expiryDigestJob, async () => {
    await runExpiryDigest(services);
  });
  // Monday mornings, 07:00 UTC: the week's planning starts with it.
  await services.jobs.schedule(expiryDigestJob, '0 7 * * 1');
}
