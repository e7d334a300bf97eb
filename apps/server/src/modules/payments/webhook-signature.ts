import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paddle Billing's webhook signature (`Paddle-Signature: ts=<unix seconds>;h1=<hex HMAC-SHA256 of "ts:body">`),
 * which the local sandbox signs its own webhooks with too, so both go through the same route and checks.
 */
export const signatureHeader = 'paddle-signature';
/** How old a signature may be: Paddle's SDK allows 5 seconds, and so does the sandbox's check. */
export const maxSignatureAgeSeconds = 5;

export function signWebhook(secret: string, rawBody: string, unixSeconds: number): string {
  const h1 = createHmac('sha256', secret).update(`${unixSeconds}:${rawBody}`).digest('hex');
  return `ts=${unixSeconds};h1=${h1}`;
}

function parseHeader(header: string): { ts: number; h1: string } | null {
  const parts = new Map(
    header.split(';').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const ts = Number(parts.get('ts'));
  const h1 = parts.get('h1') ?? '';
  if (!Number.isInteger(ts) || !/^[0-9a-f]{64}$/i.test(h1)) return null;
  return { ts, h1: h1.toLowerCase() };
}

/**
 * The sandbox's own check of that format (Paddle's webhooks are checked by Paddle's SDK instead): the HMAC
 * compared in constant time, and the timestamp no more than five seconds off the server's clock.
 */
export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
): boolean {
  if (!header) return false;
  const parsed = parseHeader(header);
  if (!parsed) return false;
  if (Math.abs(now.getTime() / 1000 - parsed.ts) > maxSignatureAgeSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, rawBody, parsed.ts).split('h1=')[1], 'hex');
  const given = Buffer.from(parsed.h1, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
