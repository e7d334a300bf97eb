import { companyScope, companyUuid } from '../../support/api.ts';
import { expect, gotoSignedIn, signIn, signInWithToken, test, users } from '../../support/fixtures.ts';

test('impersonation: the scope parameter is saved, removed from the URL, and the page gets the dashed border', async ({
  page,
  baseURL,
  request,
  axe,
}) => {
  await signInWithToken(page, baseURL!, users.admin);
  const fjord = await companyUuid(request, baseURL!, 'fjord');
  await page.goto(`/home?scope=${encodeURIComponent(companyScope(fjord))}`);
  await expect(page).toHaveURL(/\/home$/);
  const border = page.getByTestId('impersonation-border');
  await expect(border).toBeVisible();
  await expect(border).toHaveCSS('border-top-style', 'dashed');
  await expect(border).toHaveCSS('border-top-color', 'rgb(253, 126, 20)');
  await expect(page.getByText('Acting as Fjord Logistics')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('impersonation_scope'))).toBe(companyScope(fjord));
  await axe();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(border).toHaveCount(0);
});

test('the poll runs every 30 seconds while signed in', async ({ page, baseURL }) => {
  await page.clock.install();
  await signInWithToken(page, baseURL!, users.head);
  await gotoSignedIn(page, '/home');
  await expect(page.getByTestId('greeting')).toBeVisible();
  // The poll starts with the signed-in services, a chunk that may arrive after the page shows: the search
  // shortcut answering proves they run. Then time stands still, so only the clock's steps fire the poll.
  await expect(async () => {
    await page.keyboard.press('ControlOrMeta+K');
    await expect(page.getByRole('dialog').getByRole('textbox')).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  let polls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/poll')) polls += 1;
  });
  // Any 30 seconds hold exactly one poll of a 30-second interval (a shorter one would poll twice, a longer
  // one would miss one of the two windows).
  await page.clock.runFor(30_000);
  await expect.poll(() => polls).toBe(1);
  await page.clock.runFor(30_000);
  await expect.poll(() => polls).toBe(2);
});

test('the global search spotlight finds people for an admin', async ({ page, baseURL, axe }) => {
  await signInWithToken(page, baseURL!, users.admin);
  await gotoSignedIn(page, '/home');
  await page.getByTestId('search-button').click();
  const input = page.getByPlaceholder('Search courses and users…');
  await expect(input).toBeFocused();
  await input.fill('Larsen');
  await expect(page.getByText('Lene Larsen')).toBeVisible();
  await axe();
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
});

test('the user menu switches to Norsk; the choice is kept in the browser and on the account', async ({
  page,
  baseURL,
  axe,
}) => {
  await signInWithToken(page, baseURL!, users.super);
  await page.goto('/home');
  await page.getByTestId('user-menu').click();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/v1/users/') && r.request().method() === 'PATCH',
  );
  await page.getByRole('menuitem', { name: 'Norsk' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('logout')).toHaveText('Logg ut');
  await expect(page).toHaveTitle('Academy - Hjem');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await axe();
  await page.reload();
  await expect(page.getByTestId('logout')).toHaveText('Logg ut');
  // Without the browser's choice, the account preference still says Norsk.
  await page.evaluate(() => localStorage.removeItem('language'));
  await page.reload();
  await expect(page.getByTestId('logout')).toHaveText('Logg ut');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('logout')).toHaveText('Logout');
});

test("fjord.learner's account prefers Norsk, so the app switches after sign-in", async ({ page, axe }) => {
  await signIn(page, users.fjordLearner);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('logout')).toHaveText('Logg ut');
  await expect(page.getByTestId('greeting')).toContainText('Frida');
  await expect(page).toHaveTitle('Academy - Hjem');
  await axe();
});

test('guest pages in Norsk', async ({ page, axe }) => {
  await page.goto('/login');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Norsk' }).click();
  await expect(page.getByRole('heading', { name: 'Logg inn' })).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByText('E-post er påkrevd.')).toBeVisible();
  await signIn(page, users.head, 'feil-passord');
  await expect(page.getByTestId('snackbar')).toContainText('Innloggingsopplysningene stemmer ikke');
  for (const path of [
    '/register',
    '/request-reset-password',
    '/thanks-for-registering',
    '/password-reset-success',
    '/404',
    '/403',
  ]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await axe();
  }
  await page.goto('/password-request-reset-success');
  await expect(page.getByRole('heading', { name: 'Sjekk e-posten din' })).toBeVisible();
});

test('a full page load shows the loader while its page arrives, without React Router’s HydrateFallback warning', async ({
  page,
  baseURL,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  // Full loads of lazy pages: a guest one, then a signed-in one.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signInWithToken(page, baseURL!, users.head);
  await page.goto('/home');
  await expect(page.getByTestId('greeting')).toBeVisible();
  expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
});
