import { hash, randomBytes } from 'node:crypto';

/** Opaque tokens: 256 random bits, stored only as a SHA-256 hash (DESIGN §5). */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Runs on every signed-in request: the one-shot digest spares creating a hash object each time. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
