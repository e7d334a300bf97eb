import { timingSafeEqual } from 'node:crypto';

/** Whether two secrets (a state, a hash) are equal, compared in constant time so timing tells nothing. */
export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
