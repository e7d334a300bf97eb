import type { PaymentsContext } from '@academy/contracts/entities/checkout';
import { callOperation } from '../operations/call-operation.ts';

/** Starts buying a product for oneself (POST /api/ecommerce/v1/checkouts). */
export async function createCheckout(product: string) {
  const { item } = await callOperation('shop.checkouts.create', { body: { product } });
  return item;
}

/** The buyer's own checkout: status, product and, once completed, what it gave. */
export async function fetchCheckout(uuid: string) {
  const { item } = await callOperation('shop.checkouts.show', { params: { id: uuid } }, { quiet: true });
  return item;
}

/** Whether the payment of a checkout has been confirmed by the provider (spec §7 receipts/exists). */
export async function receiptExists(checkoutId: string): Promise<boolean> {
  const { item } = await callOperation(
    'shop.receipts.exists',
    { query: { checkout_id: checkoutId } },
    { quiet: true },
  );
  return item.exists;
}

/** The local sandbox's two buttons: pay or decline an open checkout. */
export const sandboxApi = {
  pay: (uuid: string) => callOperation('shop.sandbox.pay', { params: { id: uuid } }),
  decline: (uuid: string) => callOperation('shop.sandbox.decline', { params: { id: uuid } }),
};

/**
 * Back-off of the confirmation page's polling: 1, 2, 4, 8 s, then every 8 s (the webhook normally arrives within
 * a few seconds; a slow one is still picked up without hammering the server).
 */
export function receiptPollDelay(attempt: number): number {
  return Math.min(8000, 1000 * 2 ** Math.max(0, attempt));
}

/**
 * Opens Paddle's own checkout for a transaction (Paddle.js, loaded on demand so only a buyer downloads it), with
 * the context's public client token and environment; Paddle sends the buyer to `successUrl` when paid.
 */
export async function openPaddleCheckout(
  payments: PaymentsContext,
  transactionId: string,
  successUrl: string,
): Promise<void> {
  const { initializePaddle } = await import('@paddle/paddle-js');
  if (!payments.paddle_client_token) throw new Error('Paddle is not configured');
  const paddle = await initializePaddle({
    token: payments.paddle_client_token,
    environment: payments.sandbox ? 'sandbox' : 'production',
  });
  if (!paddle) throw new Error('Paddle.js could not be loaded');
  paddle.Checkout.open({ transactionId, settings: { successUrl } });
}
