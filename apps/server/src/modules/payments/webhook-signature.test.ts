import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

/** The sandbox's own check of Paddle's signature format (constant-time compare, five seconds either way). */
describe('the sandbox webhook signature', () => {
  const at = new Date('2026-12-03T10:00:00Z');
  const ts = Math.floor(at.getTime() / 1000);

  it('accepts its own signature within five seconds and refuses anything else', () => {
    const header = signWebhook('secret', '{"a":1}', ts);
    expect(header).toMatch(/^ts=\d+;h1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature('secret', '{"a":1}', header, at)).toBe(true);
    expect(verifyWebhookSignature('secret', '{"a":1}', header, new Date(at.getTime() + 5_000))).toBe(true);
    expect(verifyWebhookSignature('secret', '{"a":1}', header, new Date(at.getTime() + 6_000))).toBe(false);
    expect(verifyWebhookSignature('secret', '{"a":1}', header, new Date(at.getTime() - 6_000))).toBe(false);
    expect(verifyWebhookSignature('secret', '{"a":2}', header, at)).toBe(false);
    expect(verifyWebhookSignature('other', '{"a":1}', header, at)).toBe(false);
    expect(verifyWebhookSignature('secret', '{"a":1}', 'ts=abc;h1=00', at)).toBe(false);
    expect(verifyWebhookSignature('secret', '{"a":1}', undefined, at)).toBe(false);
  });
});
