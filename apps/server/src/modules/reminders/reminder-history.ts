import type { ReminderKind } from '@academy/contracts/entities/reminder';
import type { Executor } from '../../db/client.ts';
import { reminderDeliveries } from '../../db/schema/reminders.ts';

/** A deadline reminder that went out before now, as the delivery log recorded it once the mail was sent. */
export type PastReminder = {
  companyId: number;
  userId: number;
  courseId: number;
  enrollmentId: number;
  kind: ReminderKind;
  /** Automatic reminders: the days before the deadline (7 or 1). */
  thresholdDays: number | null;
  /** Manual reminders: the manager who sent it. */
  sentById: number | null;
  recipient: string;
  sentAt: string;
};

/** Writes reminders of the past (the demo's history) into the delivery log in one statement, all delivered. */
export async function recordReminderHistory(
  db: Executor,
  tenantId: number,
  reminders: readonly PastReminder[],
): Promise<void> {
  if (reminders.length === 0) return;
  await db.insert(reminderDeliveries).values(
    reminders.map((reminder) => ({
      tenant_id: tenantId,
      company_id: reminder.companyId,
      user_id: reminder.userId,
      course_id: reminder.courseId,
      enrollment_id: reminder.enrollmentId,
      kind: reminder.kind,
      threshold_days: reminder.thresholdDays,
      sent_by_id: reminder.sentById,
      recipient: reminder.recipient,
      status: 'sent' as const,
      sent_at: reminder.sentAt,
      created_at: reminder.sentAt,
      updated_at: reminder.sentAt,
    })),
  );
}
