import { randomBytes, timingSafeEqual } from 'node:crypto';
import { apiKeyTokenPrefix } from '@academy/contracts/entities/api-key';
import { generateToken, hashToken } from './token-hash.ts';

/**
 * An API key is `ak_<id>_<secret>`: the public id (12 hex characters) finds the key, the secret (256 random
 * bits) proves it. Only the secret's SHA-256 hash is stored, so the whole key is shown once, when it is made.
 */
export type NewApiKey = { key: string; prefix: string; secretHash: string };

export function generateApiKey(): NewApiKey {
  const prefix = `${apiKeyTokenPrefix}${randomBytes(6).toString('hex')}`;
  const secret = generateToken();
  return { key: `${prefix}_${secret}`, prefix, secretHash: hashToken(secret) };
}

const keyShape = new RegExp(`^(${apiKeyTokenPrefix}[0-9a-f]{12})_([A-Za-z0-9_-]{20,100})$`);

/** The key's public part and secret, or null when it is not shaped like a key. */
export function parseApiKey(token: string): { prefix: string; secret: string } | null {
  const match = keyShape.exec(token);
  return match ? { prefix: match[1], secret: match[2] } : null;
}

/** Whether a bearer token has a key's shape (a session token almost never has; see request-context.ts). */
export const looksLikeApiKey = (token: string) => token.startsWith(apiKeyTokenPrefix) && keyShape.test(token);

/** Compares in constant time, so how much of a guessed secret was right does not show in the answer's timing. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashToken(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
