import { ApiError } from '../../../api/api-error.ts';
import { getItem, type Query } from '../../../api/http-client.ts';
import { httpEnvironment } from '../../../api/http-environment.ts';

/**
 * One item for a screen. 404 (missing, or someone else's: the server answers 404 for both) is answered with
 * null so the screen shows its own not-found state instead of a snackbar; other server errors get the
 * generic snackbar (spec §8) and are thrown for the screen's error state.
 */
export async function fetchItemOrNull<T>(path: string, query?: Query): Promise<T | null> {
  try {
    return await getItem<T>(path, { query, quiet: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    if (error instanceof ApiError && error.kind === 'server') {
      httpEnvironment().notify({
        color: 'red',
        message: error.message || httpEnvironment().t('errors.generic'),
      });
    }
    throw error;
  }
}
