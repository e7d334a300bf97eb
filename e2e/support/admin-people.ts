import type { ResourceContract } from '@academy/contracts/common/resource-contract';
import { userContract } from '@academy/contracts/entities/user';
import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiCaller, contextUser, firstItem, updateResource } from './api-call.ts';
import { apiToken } from './demo-courses.ts';
import { expect, signInWithToken } from './fixtures.ts';

export { choose, confirmWith, select, settled } from './widgets.ts';

/**
 * Steps the people admin specs (companies, departments, users, enrollments, impersonation) share: signing in
 * with the account and browser in a language, choosing from a searched list, the confirm-action modal.
 */
export type Language = 'en' | 'nb';

/** Signs `email` in with the account and the browser set to the language, and opens the path. */
export async function openAs(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  email: string,
  language: Language,
  path: string,
): Promise<void> {
  const caller: ApiCaller = { request, baseURL, token: await apiToken(request, baseURL, email) };
  await updateResource(caller, userContract, (await contextUser(caller)).uuid, {
    preferred_language: language,
  });
  await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
  await signInWithToken(page, baseURL, email);
  await page.goto(`${baseURL}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The admin id of the first row a resource's list gives an administrator for the query. */
export async function idOf(
  request: APIRequestContext,
  baseURL: string,
  contract: ResourceContract,
  query: Readonly<Record<string, string>>,
): Promise<number> {
  const admin: ApiCaller = {
    request,
    baseURL,
    token: await apiToken(request, baseURL, 'admin@academy.test'),
  };
  // Every resource's item is a base entity with a numeric id, which a contract of any resource cannot say.
  const { id } = await firstItem(admin, contract, query);
  if (typeof id !== 'number') throw new Error(`${contract.segment}: an item without a numeric id`);
  return id;
}
