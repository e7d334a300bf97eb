/** Letters NFKD does not split into a base letter and a mark. */
const spelledOut: Record<string, string> = { æ: 'ae', ø: 'o', ß: 'ss', ł: 'l', đ: 'd', þ: 'th', œ: 'oe' };

/** Lower-case ASCII words joined by hyphens: safe in every browser's download and on every disk. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøßłđþœ]/g, (letter) => spelledOut[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * `Content-Disposition` for a file named by words people wrote (a certificate's course and learner, a report's
 * name): their slug as the ASCII `filename`, and the words as written (ø, ł …) in `filename*` for browsers
 * that read it (RFC 6266). `fallback` names the file when the words leave no ASCII at all.
 */
export function contentDisposition(
  mode: 'inline' | 'attachment',
  words: string[],
  extension: string,
  fallback = 'download',
): string {
  const ascii = words.map(slug).filter(Boolean).join('-') || fallback;
  const readable =
    words
      .join(' ')
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || fallback;
  return `${mode}; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${readable}.${extension}`)}`;
}
