import type { APIRequestContext, Page } from '@playwright/test';
import { apiData } from './api.ts';
import { apiToken } from './demo-courses.ts';
import { expect, signInWithToken } from './fixtures.ts';

export { choose, confirmWith, select, settled } from './widgets.ts';

/**
 * Steps the people admin specs (companies, departments, users, enrollments, impersonation) share: signing in
 * with the account and browser in a language, choosing from a searched list, the confirm-action modal.
 */
export type Language = 'en' | 'nb';

/** A JSON call as someone on a spec's own server; fails the test on an error status. */
export const callApi = <T>(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
) => apiData<T>(request, baseURL, token, method, path, data);

/** Signs `email` in with the account and the browser set to the language, and opens the path. */
export async function openAs(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  email: string,
  language: Language,
  path: string,
): Promise<void> {
  const token = await apiToken(request, baseURL, email);
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
  await signInWithToken(page, baseURL, email);
  await page.goto(`${baseURL}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The admin id of a row found by the list API as an administrator. */
export async function idOf(
  request: APIRequestContext,
  baseURL: string,
  segment: string,
  query: string,
): Promise<number> {
  const token = await apiToken(request, baseURL, 'admin@academy.test');
  const { items } = await callApi<{ items: { id: number }[] }>(
    request,
    baseURL,
    token,
    'GET',
    `${segment}?${query}`,
  );
  expect(items.length, `${segment}?${query}`).toBeGreaterThan(0);
  return items[0].id;
}
