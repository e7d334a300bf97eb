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
 * `Content-Disposition` for a certificate: "kursbevis-workplace-safety-lene-larsen-2026-11-22.pdf" as the
 * ASCII name, and the same words as written (ø, ł …) in `filename*` for browsers that read it (RFC 6266).
 */
export function certificateDisposition(
  mode: 'inline' | 'attachment',
  parts: { prefix: string; course: string; learner: string; date: string },
): string {
  const ascii = [parts.prefix, parts.course, parts.learner, parts.date].map(slug).filter(Boolean).join('-');
  const readable = `${parts.prefix} ${parts.course} ${parts.learner} ${parts.date}`
    .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${mode}; filename="${ascii}.pdf"; filename*=UTF-8''${encodeURIComponent(`${readable}.pdf`)}`;
}
