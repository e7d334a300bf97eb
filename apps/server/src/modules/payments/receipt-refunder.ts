import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { receipts } from '../../db/schema/learning.ts';
import { checkouts } from '../../db/schema/payments.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Services } from '../../platform/services.ts';
import type { CheckoutRow, EventOutcome } from './checkout-fulfiller.ts';
import { auditPayment } from './payment-alerts.ts';
import type { PaymentEvent } from './payment-event.ts';
import { takeBack } from './receipt-grants.ts';

/**
 * A refund or chargeback the provider approved (`adjustment.created|updated`), under the checkout's row lock:
 * what the receipt gave is taken back (its ledger) and the receipt is marked refunded. One that arrives before
 * the checkout completed marks the checkout refunded, so the completion, when it comes, gives nothing.
 */
export async function refundCheckout(
  services: Pick<Services, 'clock'>,
  tx: Executor,
  caller: Actor,
  checkout: CheckoutRow,
  event: PaymentEvent,
): Promise<EventOutcome> {
  const at = services.clock.now();
  const now = at.toISOString();
  if (checkout.status === 'refunded') return { outcome: 'already_refunded', checkout: checkout.uuid };
  await tx
    .update(checkouts)
    .set({ status: 'refunded', updated_at: now })
    .where(eq(checkouts.id, checkout.id));
  if (checkout.status !== 'completed') {
    await auditPayment(tx, caller, {
      event: 'shop.checkout_refunded_before_completion',
      target: `checkouts:${checkout.uuid}|checkout`,
      userId: checkout.user_id,
      companyId: checkout.company_id,
      data: { event_id: event.eventId, action: event.adjustment?.action ?? null },
    });
    return { outcome: 'refunded_before_completion', checkout: checkout.uuid };
  }
  const [receipt] = await tx
    .select({ id: receipts.id, uuid: receipts.uuid })
    .from(receipts)
    .where(and(eq(receipts.provider, checkout.provider), eq(receipts.checkout_id, checkout.uuid)))
    .for('update');
  if (!receipt) return { outcome: 'no_receipt', checkout: checkout.uuid };
  await takeBack(tx, receipt.id, at);
  await tx
    .update(receipts)
    .set({ status: 'refunded', refunded_at: now, updated_at: now })
    .where(eq(receipts.id, receipt.id));
  await auditPayment(tx, caller, {
    event: 'shop.purchase_refunded',
    target: `receipts:${receipt.uuid}|receipt`,
    userId: checkout.user_id,
    companyId: checkout.company_id,
    data: { event_id: event.eventId, action: event.adjustment?.action ?? null },
  });
  return { outcome: 'refunded', checkout: checkout.uuid };
}

/** A payment that failed or was cancelled: an open checkout is declined; anything further along stays. */
export async function declineCheckout(
  services: Pick<Services, 'clock'>,
  tx: Executor,
  checkout: CheckoutRow,
): Promise<EventOutcome> {
  if (checkout.status !== 'open') return { outcome: 'ignored', checkout: checkout.uuid };
  const now = services.clock.now().toISOString();
  await tx
    .update(checkouts)
    .set({ status: 'declined', declined_at: now, updated_at: now })
    .where(eq(checkouts.id, checkout.id));
  return { outcome: 'declined', checkout: checkout.uuid };
}
