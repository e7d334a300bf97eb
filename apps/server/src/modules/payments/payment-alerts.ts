import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { incidents, users } from '../../db/schema/tenancy.ts';
import { callerOf } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { createNotifications } from '../notifications/index.ts';
import type { PaymentEvent } from './payment-event.ts';

/**
 * The audit trail of payments (DESIGN §9): written in the event's own transaction, so an event that rolls
 * back leaves no entry. The caller is the provider's webhook (its principal is named), not a user: the buyer
 * is named as whom it was for.
 */
export async function auditPayment(
  tx: Executor,
  caller: Actor,
  entry: {
    event: string;
    target: string;
    userId: number | null;
    companyId: number | null;
    data: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(incidents).values({
    tenant_id: caller.tenantId,
    event: entry.event,
    user_id: entry.userId,
    company_id: entry.companyId,
    target: entry.target,
    data: { ...entry.data, ...callerOf(caller) },
  });
}

/**
 * A paid event that names no checkout or product of ours is not crashed on: it is recorded (the event's
 * result and an incident) and raised to every administrator of the tenant as a notification, since money may
 * have moved without anything given.
 */
export async function raiseUnmatchedPayment(
  tx: Executor,
  caller: Actor,
  event: PaymentEvent,
  reason: string,
): Promise<void> {
  const { tenantId } = caller;
  await auditPayment(tx, caller, {
    event: 'shop.payment_unmatched',
    target: `webhook:${event.eventId}`,
    userId: null,
    companyId: null,
    data: { event_type: event.eventType, reason },
  });
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenant_id, tenantId), inArray(users.role, ['admin', 'super_admin'])));
  await createNotifications(
    tx,
    tenantId,
    admins.map((admin) => ({
      user_id: admin.id,
      text: {
        subjectKey: 'shop.payment_unmatched_subject',
        messageKey: 'shop.payment_unmatched_message',
        args: [event.eventId, event.eventType, reason],
      },
    })),
  );
}
