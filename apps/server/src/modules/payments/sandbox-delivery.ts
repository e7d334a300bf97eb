import { randomUUID } from 'node:crypto';
import { shopRoutes } from '@academy/contracts/operations/shop.routes';
import type { FastifyInstance } from 'fastify';
import type { checkouts } from '../../db/schema/payments.ts';
import { localWebhookSecret } from './local-provider.ts';
import { signatureHeader, signWebhook } from './webhook-signature.ts';

type CheckoutRow = typeof checkouts.$inferSelect;
export type SandboxEventType = 'transaction.completed' | 'transaction.payment_failed' | 'adjustment.created';

const webhookPath = shopRoutes['shop.webhooks.receive'].path.replace(':provider', 'local');

/** An event of the sandbox, in Paddle Billing's webhook format (the fields the shop reads, and a few more). */
export function sandboxEvent(type: SandboxEventType, checkout: CheckoutRow, occurredAt: Date) {
  const transaction = checkout.provider_transaction_id;
  const total = String(checkout.amount);
  const data = type.startsWith('adjustment.')
    ? {
        id: `adj_local_${randomUUID().replace(/-/g, '')}`,
        action: 'refund',
        type: 'full',
        status: 'approved',
        transaction_id: transaction,
        currency_code: checkout.currency,
        totals: { total, currency_code: checkout.currency },
      }
    : {
        id: transaction,
        status: type === 'transaction.completed' ? 'completed' : 'past_due',
        custom_data: { checkout_id: checkout.uuid },
        currency_code: checkout.currency,
        details: { totals: { total, grand_total: total, currency_code: checkout.currency } },
      };
  return {
    event_id: `evt_local_${randomUUID().replace(/-/g, '')}`,
    event_type: type,
    occurred_at: occurredAt.toISOString(),
    notification_id: `ntf_local_${randomUUID().replace(/-/g, '')}`,
    data,
  };
}

/**
 * Delivers a sandbox event the way Paddle delivers its own: signed with the sandbox's secret in the
 * `Paddle-Signature` format and sent through the real webhook route (verification, inbox, processing), on
 * the host of the request that asked for it (the tenant). No shortcut into the fulfilment.
 */
export async function deliverSandboxEvent(
  app: FastifyInstance,
  host: string | undefined,
  event: ReturnType<typeof sandboxEvent>,
): Promise<void> {
  const rawBody = JSON.stringify(event);
  const now = app.services.clock.now();
  const signature = signWebhook(
    localWebhookSecret(app.services.config.appSecret),
    rawBody,
    Math.floor(now.getTime() / 1000),
  );
  const answer = await app.inject({
    method: 'POST',
    url: webhookPath,
    headers: { host: host ?? 'localhost', 'content-type': 'application/json', [signatureHeader]: signature },
    payload: rawBody,
  });
  if (answer.statusCode !== 200) throw new Error(`The sandbox's webhook was refused (${answer.statusCode}).`);
}
