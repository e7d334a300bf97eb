import { expect, signIn, signInWithToken, test, users } from '../../support/fixtures.ts';

/** Polish: error snackbars stay until the user goes to another page; success snackbars time out. */
const texts = {
  en: { wrong: 'These credentials do not match', signUp: 'Sign up', register: 'Create your account' },
  nb: { wrong: 'Innloggingsopplysningene stemmer ikke', signUp: 'Registrer deg', register: 'Opprett konto' },
} as const;

for (const language of ['en', 'nb'] as const) {
  test(`an error snackbar stays while the page is open and closes on the next page (${language})`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
    await signIn(page, users.head, 'not-the-password');
    const snackbar = page.getByTestId('snackbar').filter({ hasText: texts[language].wrong });
    await expect(snackbar).toBeVisible();
    // Read at leisure: a minute later it is still there.
    await page.clock.runFor(60_000);
    await expect(snackbar).toBeVisible();
    // Another page: it no longer applies.
    await page.getByRole('link', { name: texts[language].signUp }).click();
    await expect(page.getByRole('heading', { name: texts[language].register })).toBeVisible();
    await expect(snackbar).toHaveCount(0);
  });

  test(`a success snackbar times out, and passes axe while held (${language})`, async ({
    page,
    baseURL,
    axe,
  }) => {
    await page.clock.install();
    await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
    await signInWithToken(page, baseURL!, users.head);
    await page.goto('/users/settings');
    // Saving needs a change: the marketing e-mails are switched (and switched back at the end).
    await page.getByTestId('email-marketing').click({ force: true });
    await page.getByTestId('save-settings').click();
    const snackbar = page.getByTestId('snackbar');
    await expect(snackbar).toBeVisible();
    await expect(snackbar).toHaveAttribute('data-color', 'green');
    // The pointer on it holds it open, so axe reads its colours as they are, not mid-fade.
    await snackbar.hover();
    await expect(snackbar).toHaveCSS('opacity', '1');
    await axe();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_000);
    await expect(snackbar).toHaveCount(0);
    await page.getByTestId('email-marketing').click({ force: true });
    await page.getByTestId('save-settings').click();
    await expect(snackbar).toBeVisible();
  });
}
