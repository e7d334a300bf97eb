import { isApiError } from '../../api/api-error.ts';
import { errorMessage } from './error-message.ts';

/** A refused write as a form shows it: messages under the fields it has, everything else above it. */
export type RefusedWriteErrors = { fields: Record<string, string>; form: string | null };

/**
 * Splits a failed write's error for a form (spec §8, 422: the messages by field name). `ownsField` says which
 * error fields the form shows a message under; the messages of any other field, and any other error, go to
 * the form's alert, so nothing the server said is lost.
 */
export function refusedWriteErrors(
  error: unknown,
  ownsField: (field: string) => boolean,
): RefusedWriteErrors {
  if (!isApiError(error) || error.kind !== 'validation' || Object.keys(error.errors).length === 0)
    return { fields: {}, form: errorMessage(error) };
  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(error.errors)) {
    if (ownsField(field)) fields[field] = messages.join(' ');
    else elsewhere.push(...messages);
  }
  return { fields, form: elsewhere.length ? elsewhere.join(' ') : null };
}
