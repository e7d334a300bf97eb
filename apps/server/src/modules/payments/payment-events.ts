import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { checkouts } from '../../db/schema/payments.ts';
import { providerWebhookActor } from '../../platform/auth/actor.ts';
import type { InboxHandler } from '../../platform/inbox/index.ts';
import type { Services } from '../../platform/services.ts';
import { type EventOutcome, fulfilCheckout } from './checkout-fulfiller.ts';
import { raiseUnmatchedPayment } from './payment-alerts.ts';
import { type PaymentEvent, readPaymentEvent } from './payment-event.ts';
import { declineCheckout, refundCheckout } from './receipt-refunder.ts';

/** Inbox sources: one per provider, so a Paddle event id and a sandbox one never meet. */
export const paymentSources = ['paddle', 'local'] as const;

/** Adjustments that take back a purchase once the provider approved them. */
const takingBack = new Set(['refund', 'chargeback']);

/** The checkout the event names (our uuid in its custom data, else the provider's transaction), locked. */
async function lockedCheckout(
  tx: Executor,
  tenantId: number,
  provider: string,
  event: PaymentEvent,
): Promise<typeof checkouts.$inferSelect | null> {
  const names: SQL[] = [];
  if (event.checkoutUuid) names.push(eq(checkouts.uuid, event.checkoutUuid));
  if (event.transactionId) names.push(eq(checkouts.provider_transaction_id, event.transactionId));
  if (names.length === 0) return null;
  const [row] = await tx
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.tenant_id, tenantId), eq(checkouts.provider, provider as 'paddle'), or(...names)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * What one provider event does, run by the inbox once per event id in the transaction that marks it
 * processed (platform/inbox): the checkout's row lock orders the events of one purchase (a completion and a
 * refund arriving together), and the outcome is stored and answered to every replay.
 */
export function paymentEventHandler(services: Pick<Services, 'clock' | 'jobs'>): InboxHandler {
  return async (inboxEvent, tx): Promise<EventOutcome> => {
    const event = readPaymentEvent(inboxEvent.payload);
    if (!event) return { outcome: 'unreadable' };
    const relevant =
      event.eventType === 'transaction.completed' ||
      event.eventType === 'transaction.payment_failed' ||
      event.eventType === 'transaction.canceled' ||
      (event.adjustment !== null &&
        takingBack.has(event.adjustment.action) &&
        event.adjustment.status === 'approved');
    if (!relevant) return { outcome: 'ignored' };
    const caller = providerWebhookActor(inboxEvent.tenantId, inboxEvent.source);
    const checkout = await lockedCheckout(tx, inboxEvent.tenantId, inboxEvent.source, event);
    if (!checkout) {
      if (event.eventType === 'transaction.completed' || event.adjustment) {
        await raiseUnmatchedPayment(tx, caller, event, 'no checkout of this academy');
      }
      return { outcome: 'unknown_checkout' };
    }
    if (event.eventType === 'transaction.completed')
      return fulfilCheckout(services, tx, caller, checkout, event);
    if (event.adjustment) return refundCheckout(services, tx, caller, checkout, event);
    return declineCheckout(services, tx, checkout);
  };
}
