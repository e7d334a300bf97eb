import type { PaymentProvider as ProviderName } from '@academy/contracts/entities/receipt';

/** What a provider is asked to make: one transaction for a checkout (all its seats). */
export type TransactionRequest = {
  checkoutUuid: string;
  productName: string;
  /** The product's id at Paddle (the products' `paddle_product_id`); the sandbox needs none. */
  paddleProductId: string | null;
  /** One seat's price in the smallest currency unit. */
  unitPrice: number;
  currency: string;
  seats: number;
};

/**
 * A payment provider (issue 24): Paddle Billing, or the academy's local sandbox. Both make a transaction for a
 * checkout, sign their webhooks in Paddle's format (checked here on the raw body), and refund through
 * themselves; fulfilment only ever follows the provider's verified webhook.
 */
export type PaymentProvider = {
  readonly name: ProviderName;
  /** Makes the provider's transaction; its id is kept on the checkout (Paddle.js opens it). */
  createTransaction(request: TransactionRequest): Promise<{ transactionId: string }>;
  /** Whether the `Paddle-Signature` header signs this raw body, recently enough. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<boolean>;
  /**
   * Asks for a full refund of a completed transaction. Paddle answers later with an `adjustment.*` webhook;
   * the sandbox delivers its own at once (the route does so, it needs the app).
   */
  requestRefund(request: { transactionId: string; reason: string }): Promise<void>;
};
