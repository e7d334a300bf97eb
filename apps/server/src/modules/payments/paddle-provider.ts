import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import type { PaymentProvider } from './payment-provider.ts';

export type PaddleSettings = {
  apiKey: string;
  webhookSecret: string;
  environment: 'sandbox' | 'production';
};

/**
 * Paddle Billing through its official Node SDK: a transaction with a non-catalogue price on the product's
 * Paddle product (our price, so the academy stays the one place prices are set) carrying our checkout's uuid
 * in `custom_data`; webhooks verified by the SDK's own verifier on the raw body; refunds as a full adjustment.
 */
export function createPaddleProvider(settings: PaddleSettings): PaymentProvider {
  const paddle = new Paddle(settings.apiKey, {
    environment: settings.environment === 'production' ? Environment.production : Environment.sandbox,
  });
  return {
    name: 'paddle',
    async createTransaction(request) {
      if (!request.paddleProductId) throw new Error('The product has no Paddle product id.');
      const transaction = await paddle.transactions.create({
        items: [
          {
            quantity: request.seats,
            price: {
              productId: request.paddleProductId,
              description: request.productName,
              name: request.productName,
              unitPrice: { amount: String(request.unitPrice), currencyCode: request.currency as never },
              quantity: { minimum: request.seats, maximum: request.seats },
            },
          },
        ],
        customData: { checkout_id: request.checkoutUuid },
      });
      return { transactionId: transaction.id };
    },
    async verifyWebhook(rawBody, signature) {
      if (!signature) return false;
      try {
        return await paddle.webhooks.isSignatureValid(rawBody, settings.webhookSecret, signature);
      } catch {
        // The SDK throws on a header it cannot read: that is a bad signature, not a server error.
        return false;
      }
    },
    async requestRefund(request) {
      await paddle.adjustments.create({
        action: 'refund',
        type: 'full',
        transactionId: request.transactionId,
        reason: request.reason,
      });
    },
  };
}
