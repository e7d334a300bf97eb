import { isApiError } from '../../api/api-error.ts';
import { i18n } from '../../i18n/i18n-setup.ts';

/**
 * The text a form shows for a failed submit that is not mapped onto one of its fields: a validation error's
 * own messages (e.g. an invalid link token), else the error's message or status text.
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    const fieldMessages = Object.values(error.errors).flat();
    if (error.kind === 'validation' && fieldMessages.length > 0) return fieldMessages.join(' ');
    return error.message || error.statusText || i18n.t('errors.generic');
  }
  return i18n.t('errors.generic');
}
