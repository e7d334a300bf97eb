import type { ByteRange } from './file-storage.ts';

/** What a `Range` header asks of an object: all of it, one range of it, or nothing it has (416). */
export type RequestedRange =
  | { kind: 'whole' }
  | { kind: 'partial'; range: ByteRange }
  | { kind: 'unsatisfiable' };

const whole = { kind: 'whole' } as const;
const unsatisfiable = { kind: 'unsatisfiable' } as const;

/**
 * Reads `Range: bytes=a-b`, `bytes=a-` or `bytes=-n` (the last n bytes) against an object of `size` bytes
 * (RFC 9110 §14). A header we do not serve — another unit, several ranges, a malformed one — is ignored and
 * the whole object is sent, as the RFC allows; a range that starts past the end is unsatisfiable.
 */
export function requestedRange(header: string | undefined, size: number): RequestedRange {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return whole;
  const [, first, last] = match;
  if (first === '' && last === '') return whole;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return unsatisfiable;
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return whole;
  if (start >= size) return unsatisfiable;
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', range: { start, end } };
}
