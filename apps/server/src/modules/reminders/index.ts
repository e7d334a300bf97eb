/**
 * The reminders module's public face: its scheduled jobs and mail bookkeeping, registered by the app.
 * Deadline reminders (manual and automatic) with their delivery log, and the weekly expiry digest.
 */

export { remindersModule } from './manifest.ts';
export { type PastReminder, recordReminderHistory } from './reminder-history.ts';
