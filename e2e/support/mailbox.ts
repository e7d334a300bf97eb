import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Undoes quoted-printable soft line breaks and escapes, enough to read links out of an .eml file. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Waits for a mail to `to` in DATA_DIR/mail and returns the first link whose path matches `pattern`. Mail
 * goes out through the job queue, which a busy machine may take a while over: the bound is generous.
 * `dataDir`: a spec's own server's data dir (by default the global server's).
 */
export async function waitForLink(
  to: string,
  pattern: RegExp,
  timeoutMs = 90_000,
  dataDir = process.env.E2E_DATA_DIR,
): Promise<string> {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set by the global setup');
  const directory = join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(directory).filter((file) => file.endsWith('.eml'));
    } catch {
      // not created yet
    }
    files.sort((a, b) => statSync(join(directory, b)).mtimeMs - statSync(join(directory, a)).mtimeMs);
    for (const file of files) {
      const text = decodeQuotedPrintable(readFileSync(join(directory, file), 'utf8'));
      if (!text.toLowerCase().includes(to.toLowerCase())) continue;
      const match = text.match(pattern);
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${to} with a link matching ${pattern} within ${timeoutMs} ms`);
}
