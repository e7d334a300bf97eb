import type { APIRequestContext, Page } from '@playwright/test';
import { apiData } from './api.ts';

/**
 * Steps the admin course and course-variant specs share: admin@ signed in with the account and the browser in
 * a language, the snackbar, a reference select, the delete modal, and JSON calls on the spec's own server.
 */
export type { Language } from './admin-screens.ts';
// admin@ in a language, as every admin screen spec opens it (admin-screens.ts).
export { openAsAdmin } from './admin-screens.ts';
export { choose, confirmWith as confirmDelete, settled } from './widgets.ts';

/** A JSON call as someone on `baseURL`; fails the test on an error status. */
export const callApi = <T>(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
) => apiData<T>(request, baseURL, token, method, path, data);

/** The names of a table's linked rows, in order (LinkedItems). */
export const linkedNames = (page: Page, testId: string) =>
  page.getByTestId(testId).getByTestId('linked-item').getByRole('link');
