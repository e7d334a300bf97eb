import { createHash, randomBytes } from 'node:crypto';

/** Opaque tokens: 256 random bits, stored only as a SHA-256 hash (DESIGN §5). */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
