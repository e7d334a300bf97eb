import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, receipts } from '../../db/schema/learning.ts';
import { checkouts } from '../../db/schema/payments.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Services } from '../../platform/services.ts';
import { personalPurchaseCompany } from './customers-company.ts';
import { auditPayment, raiseUnmatchedPayment } from './payment-alerts.ts';
import type { PaymentEvent } from './payment-event.ts';
import { productContents } from './product-contents.ts';
import { givePersonally, giveSeats } from './receipt-grants.ts';
import { mailReceiptAfterCommit } from './receipt-mail.job.ts';

export type CheckoutRow = typeof checkouts.$inferSelect;

/** What processing made of an event: stored as the inbox result and answered to every replay. */
export type EventOutcome = { outcome: string; checkout?: string };

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Fulfils a paid checkout (`transaction.completed`), in the inbox's transaction for the event, under the
 * checkout's row lock: a personal purchase gives the buyer the product's courses as enrollments and its books,
 * a seat purchase adds seats to the company's pools and the books to the company, each for the product's
 * `number_of_days` from today; the receipt is recorded with its ledger, the receipt mail queued, and the
 * purchase audited. A checkout already completed gives nothing again; one refunded before its completion
 * arrived (events out of order) records a refunded receipt and gives nothing.
 */
export async function fulfilCheckout(
  services: Pick<Services, 'clock' | 'jobs'>,
  tx: Executor,
  caller: Actor,
  checkout: CheckoutRow,
  event: PaymentEvent,
): Promise<EventOutcome> {
  const at = services.clock.now();
  const now = at.toISOString();
  if (checkout.status === 'completed') return { outcome: 'already_fulfilled', checkout: checkout.uuid };
  const [product] = checkout.product_id
    ? await tx.select().from(products).where(eq(products.id, checkout.product_id))
    : [];
  if (!product || checkout.user_id === null) {
    const reason = !product ? 'the product no longer exists' : 'the buyer no longer exists';
    await raiseUnmatchedPayment(tx, caller, event, reason);
    return { outcome: 'unknown_product', checkout: checkout.uuid };
  }
  const refundedFirst = checkout.status === 'refunded';
  const [receipt] = await tx
    .insert(receipts)
    .values({
      tenant_id: checkout.tenant_id,
      checkout_id: checkout.uuid,
      provider: checkout.provider,
      product_id: product.id,
      user_id: checkout.user_id,
      company_id: checkout.company_id,
      seats: checkout.seats,
      amount: event.amount ?? checkout.amount,
      currency: event.currency ?? checkout.currency,
      status: refundedFirst ? 'refunded' : 'completed',
      refunded_at: refundedFirst ? now : null,
      // Only what names the event: never the provider's whole payload (addresses, card details).
      payload: { event_id: event.eventId, event_type: event.eventType },
    })
    .returning({ id: receipts.id, uuid: receipts.uuid });
  if (refundedFirst) {
    await auditPayment(tx, caller, {
      event: 'shop.purchase_refunded_before_completion',
      target: `receipts:${receipt.uuid}|receipt`,
      userId: checkout.user_id,
      companyId: checkout.company_id,
      data: { product: product.name, event_id: event.eventId },
    });
    return { outcome: 'refunded_before_completion', checkout: checkout.uuid };
  }

  const today = now.slice(0, 10);
  const endDate = addDays(today, product.number_of_days);
  const contents = await productContents(tx, product.id);
  const ledger = { tx, tenantId: checkout.tenant_id, receiptId: receipt.id };
  const courseIds = contents.courses.map((course) => course.id);
  const bookIds = contents.books.map((book) => book.id);
  if (checkout.company_id !== null) {
    await giveSeats(ledger, {
      companyId: checkout.company_id,
      seats: checkout.seats,
      courseIds,
      bookIds,
      endDate,
      buyerId: checkout.user_id,
    });
  } else {
    const companyId = await personalPurchaseCompany(tx, checkout);
    await givePersonally(ledger, {
      userId: checkout.user_id,
      companyId,
      courseIds,
      bookIds,
      today,
      endDate,
      now: at,
    });
  }
  await tx
    .update(checkouts)
    .set({ status: 'completed', completed_at: now, end_date: endDate, updated_at: now })
    .where(and(eq(checkouts.id, checkout.id)));
  await mailReceiptAfterCommit(services, tx, receipt.id);
  await auditPayment(tx, caller, {
    event: 'shop.purchase_completed',
    target: `receipts:${receipt.uuid}|receipt`,
    userId: checkout.user_id,
    companyId: checkout.company_id,
    data: {
      product: product.name,
      seats: checkout.seats,
      amount: event.amount ?? checkout.amount,
      end_date: endDate,
      event_id: event.eventId,
    },
  });
  return { outcome: 'fulfilled', checkout: checkout.uuid };
}
