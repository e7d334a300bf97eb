import { expect, signIn, test, users } from '../../support/fixtures.ts';

test.describe('login', () => {
  test('shows the sign-in form with the tenant title', async ({ page, axe }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Academy - Sign in');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/request-reset-password',
    );
    await axe();
  });

  test('a wrong password gives the 422 snackbar with the field message and marks the field', async ({
    page,
    axe,
  }) => {
    await signIn(page, users.fjordLearner, 'wrong-password');
    const snackbar = page.getByTestId('snackbar');
    await expect(snackbar).toContainText('These credentials do not match our records.');
    await expect(page.getByLabel(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/login$/);
    await axe();
  });

  test('validates on the client with the contract messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByLabel(/^E-mail/).fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email address is invalid.')).toBeVisible();
  });

  test('in Norwegian, the contract messages and the server’s 422 message are Norwegian', async ({ page }) => {
    // The validation messages load with the language (they are not in the first screen's download).
    await page.addInitScript(() => window.localStorage.setItem('language', 'nb'));
    await page.goto('/login');
    await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
    await expect(page.getByText('E-post er påkrevd.')).toBeVisible();
    await expect(page.getByText('Dette feltet er påkrevd.')).toBeVisible();
    await signIn(page, users.fjordLearner, 'wrong-password');
    await expect(page.getByTestId('snackbar')).toContainText(
      'Innloggingsopplysningene stemmer ikke med det vi har registrert.',
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/login/:company shows the company branding', async ({ page, axe }) => {
    await page.goto('/login/nordlys');
    await expect(page.getByText('Sign in to Nordlys AS')).toBeVisible();
    await expect(page.getByTestId('guest-card-header')).toHaveCSS('background-color', 'rgb(27, 79, 114)');
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register/nordlys');
    await axe();
  });

  test('/login/:company of a company whose dedicated page is off leads to the ordinary sign-in', async ({
    page,
  }) => {
    await page.goto('/login/fjord?expired=1');
    await expect(page).toHaveURL(/\/login\?expired=1$/);
    await expect(page.getByText('Sign in to Fjord Logistics')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('an unknown company page still lets people sign in', async ({ page }) => {
    await page.goto('/login/no-such-company');
    await expect(page.getByText('We could not find this company page.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a company manager signs in through the company page', async ({ page }) => {
    await signIn(page, users.manager, undefined, '/login/nordlys');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('greeting')).toContainText('Marte');
    await expect(page.getByText('You are learning with Nordlys AS.')).toBeVisible();
  });
});

test.describe('post-login routing (spec §4)', () => {
  test('the first login of learner@ goes to the dashboard with welcome=true', async ({ page, axe }) => {
    await signIn(page, users.learner);
    await expect(page).toHaveURL(/\/home\?welcome=true$/);
    await expect(page.getByTestId('welcome')).toBeVisible();
    await expect(page.getByTestId('greeting')).toBeVisible();
    await expect(page).toHaveTitle('Academy - Home');
    await axe();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
    // The token is gone on the server too: the dashboard is closed again.
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('multi@ has two companies and chooses one on select-company', async ({ page, axe }) => {
    await signIn(page, users.multi);
    await expect(page).toHaveURL(/\/select-company$/);
    await expect(page.getByRole('heading', { name: 'Select company' })).toBeVisible();
    // The header is hidden on this page (spec §2).
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
    await expect(page.getByTestId('company-option')).toHaveCount(2);
    await axe();
    await page.getByTestId('company-option').filter({ hasText: 'Fjord' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(/You are learning with Fjord/)).toBeVisible();
    const scope = await page.evaluate(() => sessionStorage.getItem('context_scope'));
    expect(scope).toMatch(/^companies:[0-9a-f-]{36}\|company$/);
  });

  test('an admin goes to the dashboard and reaches the admin and organization shells', async ({
    page,
    axe,
  }) => {
    await signIn(page, users.admin);
    await expect(page).toHaveURL(/\/home$/);
    await page
      .getByRole('link', { name: /Administration/ })
      .first()
      .click();
    // spec §2: /admin redirects to the statistics, the admin area's landing page.
    await expect(page).toHaveURL(/\/admin\/statistics$/);
    await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Administration navigation' })).toBeVisible();
    await expect(page).toHaveTitle('Academy - Statistics');
    await axe();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Organization' }).click();
    await expect(page).toHaveURL(/\/organization$/);
    // Without a company in scope an administrator first chooses the company to work in.
    await expect(page.getByRole('heading', { name: 'Choose a company', level: 1 })).toBeVisible();
    await axe();
    await page.getByRole('link', { name: 'Back to the academy' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
