import type { APIRequestContext, Page } from '@playwright/test';
import { apiData } from './api.ts';
import { apiToken } from './demo-courses.ts';
import { expect, signInWithToken } from './fixtures.ts';

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

/** Waits until a Mantine transition (modal, dropdown) has finished, so axe reads colours as painted. */
export async function settled(page: Page, selector: string): Promise<void> {
  await expect(page.locator(selector).first()).toHaveCSS('opacity', '1');
}

/** Types into a searched select (a reference select) and picks the option whose name matches. */
export async function choose(
  page: Page,
  label: string,
  search: string,
  option: RegExp | string,
): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** Picks an option of a plain select (a filter, the role). */
export async function select(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types the word the confirm-action modal asks for and confirms; `axe` checks the open modal first. */
export async function confirmWith(page: Page, word: string, axe?: () => Promise<void>): Promise<void> {
  await expect(page.getByTestId('confirm-action-input')).toBeVisible();
  await settled(page, '.mantine-Modal-content');
  if (axe) {
    // A success snackbar still fading out under the modal's overlay would read as low contrast: check the
    // modal once the snackbars have gone (they close by themselves).
    await expect(page.getByTestId('snackbar')).toHaveCount(0);
    await axe();
  }
  await page.getByTestId('confirm-action-input').fill(word);
  await page.getByTestId('confirm-action-submit').click();
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
