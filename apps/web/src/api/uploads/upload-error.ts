import type { Locale } from '@academy/contracts/messages';
import { translate } from '../../i18n/validation-messages.ts';

/** What the upload widget shows on a file the server refused, from the answer's status and body. */
export function uploadErrorMessage(
  status: number,
  bodyText: string,
  locale: Locale,
  fallback: (status: number) => string,
): string {
  let body: unknown = null;
  try {
    body = bodyText ? JSON.parse(bodyText) : null;
  } catch {
    body = null;
  }
  if (typeof body === 'object' && body !== null) {
    const errors = 'errors' in body ? body.errors : undefined;
    const message = 'message' in body ? body.message : undefined;
    // A field's own message says what was wrong with the file ("File was not of an allowed filetype").
    if (typeof errors === 'object' && errors !== null) {
      for (const messages of Object.values(errors)) {
        const first = Array.isArray(messages) ? messages[0] : messages;
        if (typeof first === 'string' && first) return translate(first, locale);
      }
    }
    if (typeof message === 'string' && message) return translate(message, locale);
  }
  return fallback(status);
}
