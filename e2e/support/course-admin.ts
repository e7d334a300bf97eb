import type { APIRequestContext, Page } from '@playwright/test';
import { apiData } from './api.ts';
import { apiToken } from './demo-courses.ts';
import { expect, signInWithToken, users } from './fixtures.ts';

export { choose, confirmWith as confirmDelete, settled } from './widgets.ts';

/**
 * Steps the admin course and course-variant specs share: admin@ signed in with the account and the browser in
 * a language, the snackbar, a reference select, the delete modal, and JSON calls on the spec's own server.
 */
export type Language = 'en' | 'nb';

/** A JSON call as someone on `baseURL`; fails the test on an error status. */
export const callApi = <T>(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
) => apiData<T>(request, baseURL, token, method, path, data);

/** Signs admin@ in with the account and the browser set to the language, and opens the path. */
export async function openAsAdmin(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  language: Language,
  path: string,
) {
  const token = await apiToken(request, baseURL, users.admin);
  const context = await callApi<{ item: { user: { uuid: string } } }>(
    request,
    baseURL,
    token,
    'GET',
    'context',
  );
  await callApi(request, baseURL, token, 'PATCH', `users/${context.item.user.uuid}`, {
    preferred_language: language,
  });
  await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
  await signInWithToken(page, baseURL, users.admin);
  await page.goto(`${baseURL}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The names of a table's linked rows, in order (LinkedItems). */
export const linkedNames = (page: Page, testId: string) =>
  page.getByTestId(testId).getByTestId('linked-item').getByRole('link');
