import type { Services } from '../../platform/services.ts';
import { runAutomaticReminders } from './automatic-reminders.service.ts';
import { enrollmentReminderMail } from './enrollment-reminder.mail.ts';
import { recordReminderOutcome } from './reminder-outcomes.ts';

export const automaticRemindersJob = 'reminders.automatic';

/**
 * The reminders' scheduled work and mail bookkeeping: the automatic run every morning at 06:00 UTC (pg-boss
 * sends each tick once, whatever the number of processes), and the outbox's outcomes written into the delivery
 * log.
 */
export async function registerReminderJobs(services: Services): Promise<void> {
  services.mail.onOutcome(enrollmentReminderMail.name, (outcome) => recordReminderOutcome(services, outcome));
  services.jobs.register(automaticRemindersJob, async () => {
    await runAutomaticReminders(services);
  });
  await services.jobs.schedule(automaticRemindersJob, '0 6 * * *');
}
