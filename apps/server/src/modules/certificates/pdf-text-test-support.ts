import { spawnSync } from 'node:child_process';

/**
 * The text of a PDF as a reader sees it, through poppler's `pdftotext` (Debian package poppler-utils, which
 * CI installs). Embedded fonts store glyph ids, not letters, so grepping the bytes would prove nothing.
 */
export function pdfText(pdf: Buffer): string {
  const result = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf });
  if (result.error)
    throw new Error(
      `pdftotext is needed for this test: apt-get install -y poppler-utils (${result.error.message})`,
    );
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr.toString()}`);
  return result.stdout.toString('utf8');
}
