import { contentDisposition } from '../../platform/http/download-name.ts';

export { slug } from '../../platform/http/download-name.ts';

/**
 * `Content-Disposition` for a certificate: "kursbevis-workplace-safety-lene-larsen-2026-11-22.pdf" as the
 * ASCII name, and the same words as written (ø, ł …) in `filename*` for browsers that read it (RFC 6266).
 */
export function certificateDisposition(
  mode: 'inline' | 'attachment',
  parts: { prefix: string; course: string; learner: string; date: string },
): string {
  return contentDisposition(mode, [parts.prefix, parts.course, parts.learner, parts.date], 'pdf');
}
