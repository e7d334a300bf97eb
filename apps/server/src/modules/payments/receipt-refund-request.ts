import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { receipts } from '../../db/schema/learning.ts';
import { checkouts } from '../../db/schema/payments.ts';
import { recordIncident } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import { isRowUuid } from '../../platform/resource/row-key.ts';
import { paymentProvider } from './providers.ts';
import { receiptResource } from './receipts.resource.ts';
import { deliverSandboxEvent, sandboxEvent } from './sandbox-delivery.ts';

/**
 * An administrator's refund (issue 24): asked of the provider, never done behind its back. The sandbox
 * delivers its approved refund webhook at once; Paddle gets a full refund adjustment through its API and
 * what the receipt gave is taken back when Paddle's `adjustment.*` webhook arrives. Either way the taking
 * back is the webhook's (receipt-refunder.ts), so a refund made in Paddle's dashboard does the same.
 */
export async function requestReceiptRefund(
  app: FastifyInstance,
  input: { actor: Actor; receiptId: number; host: string | undefined },
): Promise<'refunded' | 'requested'> {
  const { services } = app;
  const [row] = await services.db.select().from(receipts).where(eq(receipts.id, input.receiptId));
  authorize(receiptResource.policy, 'refund', input.actor, row);
  if (row.status === 'refunded') throw new HttpError(409, 'shop.already_refunded');
  // A receipt recorded otherwise (imported, or by hand) may name no checkout of ours: nothing to ask a refund of.
  const [checkout] = isRowUuid(row.checkout_id)
    ? await services.db.select().from(checkouts).where(eq(checkouts.uuid, row.checkout_id))
    : [];
  if (!checkout?.provider_transaction_id) throw new HttpError(409, 'http.conflict');
  const provider = paymentProvider(services);
  if (checkout.provider !== provider.name) throw new HttpError(409, 'http.conflict');
  const now = services.clock.now().toISOString();
  await services.db.transaction(async (tx) => {
    await tx
      .update(receipts)
      .set({ refund_requested_at: now, updated_at: now })
      .where(eq(receipts.id, row.id));
    await recordIncident(tx, input.actor, 'shop.refund_requested', `receipts:${row.uuid}|receipt`, {
      amount: row.amount,
      currency: row.currency,
      provider: row.provider,
    });
  });
  if (provider.name === 'local') {
    await deliverSandboxEvent(
      app,
      input.host,
      sandboxEvent('adjustment.created', checkout, services.clock.now()),
    );
    return 'refunded';
  }
  await provider.requestRefund({
    transactionId: checkout.provider_transaction_id,
    reason: 'Refunded by an administrator',
  });
  return 'requested';
}
