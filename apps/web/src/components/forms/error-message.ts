import { isApiError } from '../../api/api-error.ts';
import { i18n } from '../../i18n/i18n-setup.ts';

/** The text a form shows for a failed submit that is not a field error. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message || error.statusText || i18n.t('errors.generic');
  return i18n.t('errors.generic');
}
