import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link of the weekly expiry digest: `<user uuid>.<signature>`, signed with the app secret (HMAC-
 * SHA256), so the link works without signing in, for that person and that mail only, and cannot be made for
 * someone else. It does not expire: an unsubscribe link in an old mail must still work.
 */
const purpose = 'unsubscribe:expiry_digest';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signatureOf = (secret: string, userUuid: string) =>
  createHmac('sha256', secret).update(`${purpose}:${userUuid}`).digest('base64url');

export const unsubscribeToken = (secret: string, userUuid: string) =>
  `${userUuid}.${signatureOf(secret, userUuid)}`;

/** The user uuid a genuine token names, else null. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [userUuid, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !userUuid || !signature || !uuidPattern.test(userUuid)) return null;
  const expected = Buffer.from(signatureOf(secret, userUuid));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userUuid : null;
}

export const unsubscribeUrl = (publicUrl: string, secret: string, userUuid: string) =>
  `${publicUrl}/api/v1/mail/unsubscribe/${unsubscribeToken(secret, userUuid)}`;
