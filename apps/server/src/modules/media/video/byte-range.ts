import type { ByteRange } from '../../../platform/storage/index.ts';

/**
 * The one range of a `Range: bytes=…` header (`a-b`, `a-` or `-n`) within an object of `size` bytes; null when
 * there is none we serve (absent, several ranges, malformed or outside the object), and the whole object is sent.
 */
export function singleByteRange(header: string | undefined, size: number): ByteRange | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || size === 0 || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1], match[2]];
  const range =
    first === ''
      ? { start: Math.max(0, size - Number(last)), end: size - 1 }
      : { start: Number(first), end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
  return range.start <= range.end && range.start < size ? range : null;
}
