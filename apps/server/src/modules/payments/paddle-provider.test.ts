import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPaddleProvider } from './paddle-provider.ts';

/**
 * Paddle's webhooks are verified by Paddle's own SDK (not by our code), on the raw body. The payload and the
 * signature are built here the way Paddle documents them: `Paddle-Signature: ts=<unix seconds>;h1=<hex
 * HMAC-SHA256 of "<ts>:<raw body>" with the notification destination's secret key>`.
 */
const secret = 'pdl_ntfset_01hv8x2z3example_secretkey';
const provider = createPaddleProvider({
  apiKey: 'pdl_sdbx_apikey_test',
  webhookSecret: secret,
  environment: 'sandbox',
});

const body = JSON.stringify({
  event_id: 'evt_01hv8x2z3example',
  event_type: 'transaction.completed',
  occurred_at: '2026-12-03T10:00:00.000000Z',
  notification_id: 'ntf_01hv8x2z3example',
  data: {
    id: 'txn_01hv8x2z3example',
    status: 'completed',
    custom_data: { checkout_id: '6f1c1d3e-1111-4aaa-8bbb-123456789abc' },
    currency_code: 'NOK',
    details: { totals: { grand_total: '49900' } },
  },
});
const signed = (payload: string, key: string, ts: number) =>
  `ts=${ts};h1=${createHmac('sha256', key).update(`${ts}:${payload}`).digest('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

describe("Paddle's webhook verifier", () => {
  it('accepts a payload signed in Paddle’s documented format', async () => {
    expect(await provider.verifyWebhook(body, signed(body, secret, now()))).toBe(true);
  });

  it('refuses a tampered body, another secret, an old signature and a header it cannot read', async () => {
    const tampered = body.replace('49900', '100');
    expect(await provider.verifyWebhook(tampered, signed(body, secret, now()))).toBe(false);
    expect(await provider.verifyWebhook(body, signed(body, 'another-secret', now()))).toBe(false);
    expect(await provider.verifyWebhook(body, signed(body, secret, now() - 30))).toBe(false);
    expect(await provider.verifyWebhook(body, 'garbage')).toBe(false);
    expect(await provider.verifyWebhook(body, undefined)).toBe(false);
  });
});
