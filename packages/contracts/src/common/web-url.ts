import { z } from 'zod';

/**
 * A link the web shows or frames (issue 9 point 8): only `https:` addresses with a host, so a stored link can
 * never run script (`javascript:`, `vbscript:`), carry a document (`data:`) or borrow the page's scheme
 * (`//host`). `http:` is accepted only for the loopback hosts a developer runs the academy on: the contract
 * does not know where it runs, and a loopback address in production reaches nothing but the visitor's own
 * machine. Credentials in the address (`https://user:pass@host`) are refused too: they disguise the host.
 */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isWebUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hostname === '') return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname);
}

/** An https link (http on loopback hosts), at most 500 characters. */
export const webUrlSchema = z
  .string()
  .trim()
  .max(500, 'validation.too_long')
  .refine(isWebUrl, { message: 'validation.url_https' });
