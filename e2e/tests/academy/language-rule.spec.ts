import { courseContract } from '@academy/contracts/entities/course';
import type { APIRequestContext, Page } from '@playwright/test';
import { callApi, readResource } from '../../support/api-call.ts';
import { courseUuid } from '../../support/demo-courses.ts';
import { expect, signIn, test, users } from '../../support/fixtures.ts';

/**
 * One language rule: the language picked last (here on the sign-in page) becomes the account's preference,
 * and the interface, the course content and the account agree on it. New accounts, so no demo account's
 * preference is changed for other tests.
 */
async function registerInNordlys(request: APIRequestContext, baseURL: string, language: 'en' | 'nb') {
  const email = `language.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
  const response = await request.post(`${baseURL}/api/v1/auth/register`, {
    data: {
      first_name: 'Lina',
      last_name: 'Språk',
      email,
      password: 'learning-123',
      password_confirmation: 'learning-123',
      company: 'nordlys',
      preferred_language: language,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** What the server has for the signed-in account of this page, with the page's own token. */
async function accountLanguage(page: Page, baseURL: string) {
  const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
  const settings = await callApi({ request: page.request, baseURL, token }, 'users.settings');
  return settings.data.item.preferred_language;
}

/** The course as the API serves it to this account, whatever language the request itself asks for. */
async function courseTitleFor(page: Page, baseURL: string, uuid: string, acceptLanguage: string) {
  const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
  const caller = { request: page.request, baseURL, token, language: acceptLanguage };
  return (await readResource(caller, courseContract, uuid)).header;
}

async function pick(page: Page, label: 'English' | 'Norsk') {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: label }).click();
}

test('picking Norsk on the sign-in page makes it the account’s language: interface, content and account agree', async ({
  page,
  baseURL,
  request,
}) => {
  const email = await registerInNordlys(request, baseURL!, 'en');
  const uuid = await courseUuid(request, baseURL!, 'WS-101');
  await page.goto('/login');
  await pick(page, 'Norsk');
  await expect(page.getByRole('heading', { level: 1, name: 'Logg inn' })).toBeVisible();
  await signIn(page, email, 'learning-123', '/login');
  await expect(page).toHaveURL(/\/home/);
  await expect(
    page.getByTestId('dashboard-ongoing').getByRole('heading', { name: 'Pågående kurs' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  expect(await accountLanguage(page, baseURL!)).toBe('nb');
  // Content follows the account, not the browser: an English request still gets the Norwegian variant.
  expect(await courseTitleFor(page, baseURL!, uuid, 'en')).toBe('Sikkerhet på arbeidsplassen');
  await page.goto(`/courses/${uuid}`);
  await expect(page.getByTestId('variant-title')).toHaveText('Sikkerhet på arbeidsplassen');
});

test('picking English on the sign-in page replaces a Norwegian account preference', async ({
  page,
  baseURL,
  request,
}) => {
  const email = await registerInNordlys(request, baseURL!, 'nb');
  const uuid = await courseUuid(request, baseURL!, 'WS-101');
  await page.goto('/login');
  await pick(page, 'English');
  await signIn(page, email, 'learning-123', '/login');
  await expect(page).toHaveURL(/\/home/);
  await expect(
    page.getByTestId('dashboard-ongoing').getByRole('heading', { name: 'On-going courses' }),
  ).toBeVisible();
  expect(await accountLanguage(page, baseURL!)).toBe('en');
  expect(await courseTitleFor(page, baseURL!, uuid, 'nb')).toBe('Workplace Safety');
  await page.goto(`/courses/${uuid}`);
  await expect(page.getByTestId('variant-title')).toHaveText('Workplace Safety');
});

test('without a new pick, the account’s language wins over an older choice of this browser', async ({
  page,
  baseURL,
}) => {
  // fjord.learner@ prefers Norwegian; this browser last showed English (not picked on a signed-out page).
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('access_token')) localStorage.setItem('language', 'en');
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signIn(page, users.fjordLearner, undefined, '/login');
  await expect(page).toHaveURL(/\/home/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(
    page.getByTestId('dashboard-ongoing').getByRole('heading', { name: 'Pågående kurs' }),
  ).toBeVisible();
  expect(await accountLanguage(page, baseURL!)).toBe('nb');
});
