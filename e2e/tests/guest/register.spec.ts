import { expect, signIn, test } from '../../support/fixtures.ts';

const uniqueEmail = () => `new.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

async function fillRegistration(
  page: import('@playwright/test').Page,
  email: string,
  confirmation = 'learning-123',
) {
  await page.getByLabel(/^First name/).fill('Nora');
  await page.getByLabel(/^Last name/).fill('Nybegynner');
  await page.getByLabel(/^E-mail/).fill(email);
  await page
    .getByLabel(/^Password/, { exact: false })
    .first()
    .fill('learning-123');
  await page.getByLabel(/^Confirm password/).fill(confirmation);
}

test.describe('register', () => {
  for (const language of ['en', 'nb'] as const) {
    test(`a new user signs up, is signed in and welcomed like an invited one (${language})`, async ({
      page,
      axe,
    }) => {
      const email = uniqueEmail();
      await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
      await page.goto('/register');
      await expect(
        page.getByRole('heading', { name: language === 'en' ? 'Create your account' : 'Opprett konto' }),
      ).toBeVisible();
      if (language === 'en') {
        await axe();
        await fillRegistration(page, email);
        await page.getByRole('button', { name: 'Sign up' }).click();
      } else {
        await page.getByLabel(/^Fornavn/).fill('Nora');
        await page.getByLabel(/^Etternavn/).fill('Nybegynner');
        await page.getByLabel(/^E-post/).fill(email);
        await page
          .getByLabel(/^Passord/)
          .first()
          .fill('learning-123');
        await page.getByLabel(/^Bekreft passord/).fill('learning-123');
        await page.getByRole('button', { name: 'Registrer deg' }).click();
      }
      // Signed in at once: the dashboard with the first-visit welcome.
      await expect(page).toHaveURL(/\/home\?welcome=true$/);
      await expect(page.getByTestId('welcome')).toBeVisible();
      await expect(page.getByTestId('greeting')).toContainText('Nora');
      await axe();
      // The welcome is for the first visit only.
      await page.getByTestId('logout').click();
      await expect(page).toHaveURL(/\/login$/);
      await signIn(page, email, 'learning-123');
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByTestId('welcome')).toHaveCount(0);
    });
  }

  test('the thanks page says the account was created and links to sign-in', async ({ page, axe }) => {
    await page.goto('/thanks-for-registering');
    await expect(page.getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();
    await expect(page).toHaveTitle('Academy - Thanks for registering');
    await axe();
  });

  test('mismatching passwords and empty fields are shown before anything is sent', async ({ page, axe }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('First name is required.')).toBeVisible();
    await expect(page.getByText('Last name is required.')).toBeVisible();
    await fillRegistration(page, uniqueEmail(), 'something-else');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Password confirmation must match the password.')).toBeVisible();
    await axe();
  });

  test('an e-mail that is taken gives the 422 snackbar and the field message', async ({ page }) => {
    await page.goto('/register');
    await fillRegistration(page, 'admin@academy.test');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByTestId('snackbar')).toContainText('An user already exists with this email.');
    await expect(page.getByLabel(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  test('/register/:company shows the company branding', async ({ page, axe }) => {
    await page.goto('/register/nordlys');
    await expect(page.getByText('Sign up for Nordlys AS')).toBeVisible();
    await expect(page.getByTestId('guest-card-header')).toHaveCSS('background-color', 'rgb(27, 79, 114)');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/nordlys');
    await axe();
  });

  test('a company page that does not exist says registration is not open', async ({ page }) => {
    await page.goto('/register/no-such-company');
    await expect(page.getByTestId('registration-closed')).toBeVisible();
  });
});
