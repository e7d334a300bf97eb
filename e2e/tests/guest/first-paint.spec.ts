import { expect, signIn, test, users } from '../../support/fixtures.ts';

// The sign-in page comes with its card already in the document (decisions.md "The sign-in page paints before the
// app"): what a reader sees before any script has run, and how the app takes over from it.

test('before any script runs, /login shows the sign-in card in the browser’s language, with the tenant', async ({
  browser,
  baseURL,
}) => {
  for (const [locale, title, welcome] of [
    ['en-US', 'Sign in', 'Welcome back! Sign in to continue learning.'],
    ['nb-NO', 'Logg inn', 'Velkommen tilbake! Logg inn for å fortsette å lære.'],
  ] as const) {
    const context = await browser.newContext({ baseURL, locale, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    const card = page.locator('#first-paint');
    await expect(card.locator('h1')).toHaveText(title);
    await expect(card.getByText(welcome)).toBeVisible();
    await expect(card.getByTestId('guest-card-header')).toContainText('Academy');
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    // A picture of the page: nothing in it can be used, and assistive technology waits for the real page.
    await expect(card).toHaveAttribute('inert', '');
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    await context.close();
  }
});

test('the app replaces the painted card with the working page, and signs in from it', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel(/^E-mail/)).toBeEditable();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await signIn(page, users.fjordLearner);
  await expect(page).toHaveURL(/\/home$/);
});

test('a language picked on the sign-in page is the one the next visit’s card is painted in', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Norsk' }).click();
  await expect(page.getByRole('heading', { name: 'Logg inn' })).toBeVisible();
  // The next visit's document, as the server sends it with this browser's cookies: Norwegian although the
  // browser asks for English.
  const next = await (await page.request.get('/login', { headers: { 'accept-language': 'en-US' } })).text();
  expect(next).toContain('<html lang="nb" data-mantine-color-scheme="light">');
  expect(next).toContain('Velkommen tilbake! Logg inn for å fortsette å lære.');
});
