import { eq } from 'drizzle-orm';
import { reminderDeliveries } from '../../db/schema/reminders.ts';
import type { MailOutcome } from '../../platform/mail/mail-service.ts';
import type { Services } from '../../platform/services.ts';
import { alertAdministrators } from './admin-alerts.ts';
import { deliveryUuidOfKey } from './reminder-delivery.service.ts';

/**
 * Writes what the outbox made of a reminder's mail into the delivery log: `sent` with the Message-ID, or, once
 * the retries are used up, `failed` with the error — and then the tenant's administrators are told (once a
 * day). A failed attempt that will be retried leaves the entry queued, with its error.
 */
export async function recordReminderOutcome(services: Services, outcome: MailOutcome): Promise<void> {
  const uuid = deliveryUuidOfKey(outcome.idempotencyKey);
  if (!uuid) return;
  const now = services.clock.now();
  const where = eq(reminderDeliveries.uuid, uuid);
  const common = { mail_outbox_id: outcome.outboxId, updated_at: now.toISOString() };
  if (outcome.status === 'sent') {
    await services.db
      .update(reminderDeliveries)
      .set({
        ...common,
        status: 'sent',
        reason: null,
        error: null,
        message_id: outcome.messageId,
        sent_at: now.toISOString(),
      })
      .where(where);
    return;
  }
  if (!outcome.final) {
    await services.db
      .update(reminderDeliveries)
      .set({ ...common, error: outcome.error })
      .where(where);
    return;
  }
  const [failed] = await services.db
    .update(reminderDeliveries)
    .set({ ...common, status: 'failed', reason: 'delivery_failed', error: outcome.error })
    .where(where)
    .returning({ tenantId: reminderDeliveries.tenant_id, recipient: reminderDeliveries.recipient });
  if (!failed) return;
  const day = now.toISOString().slice(0, 10);
  await alertAdministrators(services.db, {
    tenantId: failed.tenantId,
    key: `reminders:delivery-failed:${failed.tenantId}:${day}`,
    subjectKey: 'reminders.delivery_failed_subject',
    messageKey: 'reminders.delivery_failed_message',
    args: [day, failed.recipient, outcome.error ?? ''],
    now,
  });
}
