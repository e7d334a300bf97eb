import { createHmac, randomUUID } from 'node:crypto';
import type { Clock } from '../../platform/services.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

/**
 * The sandbox's webhook secret, derived from the app's secret: the same after a restart (a webhook signed
 * just before one is still good after it) and never configured or shown anywhere.
 */
export function localWebhookSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('payments.local-sandbox.webhook-secret').digest('hex');
}

/**
 * The local sandbox (the default while no Paddle keys are set): no network and no money. Its transaction is
 * an id of its own; the academy's sandbox page pays or declines it, and the sandbox then delivers a webhook
 * signed like Paddle's to the same endpoint (sandbox-delivery.ts), which fulfils it the way Paddle's would.
 */
export function createLocalProvider(appSecret: string, clock: Clock): PaymentProvider {
  const secret = localWebhookSecret(appSecret);
  return {
    name: 'local',
    async createTransaction() {
      return { transactionId: `local_txn_${randomUUID().replace(/-/g, '')}` };
    },
    async verifyWebhook(rawBody, signature) {
      return verifyWebhookSignature(secret, rawBody, signature, clock.now());
    },
    async requestRefund() {
      // The sandbox's refund webhook is delivered by the refund route itself (it needs the app to deliver it).
    },
  };
}
