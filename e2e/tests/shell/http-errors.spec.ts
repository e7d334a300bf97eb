import { companyScope, companyUuid, revokeToken } from '../../support/api.ts';
import { expect, gotoSignedIn, signIn, signInWithToken, test, users } from '../../support/fixtures.ts';

test('403: the access-denied snackbar has a Logout action that clears the session', async ({
  page,
  baseURL,
  request,
}) => {
  await signInWithToken(page, baseURL!, users.head);
  const fjord = await companyUuid(request, baseURL!, 'fjord');
  await page.goto('/home');
  await expect(page.getByTestId('greeting')).toBeVisible();
  // A learner naming another company's scope is refused by the server with 403.
  await page.goto(`/home?scope=${encodeURIComponent(companyScope(fjord))}`);
  const snackbar = page.getByTestId('snackbar').filter({ hasText: 'Access denied.' });
  await expect(snackbar).toContainText('Access denied. You might need to log out and log back in.');
  await snackbar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [sessionStorage.getItem('access_token'), sessionStorage.getItem('context')]),
  ).toEqual([null, null]);
});

test('a context load that fails with 403 shows the generic error screen', async ({
  page,
  baseURL,
  request,
  axe,
}) => {
  await signInWithToken(page, baseURL!, users.head);
  const fjord = await companyUuid(request, baseURL!, 'fjord');
  await page.addInitScript(
    (scope) => sessionStorage.setItem('impersonation_scope', scope),
    companyScope(fjord),
  );
  await page.goto('/home');
  await expect(page.getByTestId('error-code')).toHaveText('403');
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page).toHaveTitle('Forbidden');
  await axe();
});

test('a revoked token: the stale token is dropped and the user is sent to sign in', async ({
  page,
  baseURL,
  request,
}) => {
  const token = await signInWithToken(page, baseURL!, users.head);
  await gotoSignedIn(page, '/home');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await revokeToken(request, baseURL!, token);
  // Any call now answers 401 → /login (spec §8). The dashboard may make one on its own; if not, opening the
  // course list does (a sure call, unlike waiting for the next poll).
  if (page.url().endsWith('/home')) {
    await page.getByRole('navigation').getByRole('link', { name: 'Courses' }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});

test('an invalid tag manager id raises the spec error', async ({ page }) => {
  await page.route('**/api/v1/context', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.item.application.enable_gtm = true;
    body.data.item.tenant.gtm_id = 'gtm-not valid';
    await route.fulfill({ response, json: body });
  });
  await page.goto('/login');
  await expect(page.getByTestId('snackbar')).toContainText(
    'The tag manager id must be GTM- followed by upper-case letters and digits.',
  );
  expect(await page.locator('#gtm-script').count()).toBe(0);
});

test('a valid tag manager id installs the tag manager', async ({ page }) => {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ body: '', contentType: 'text/javascript' }),
  );
  await page.route('**/api/v1/context', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.item.application.enable_gtm = true;
    body.data.item.tenant.gtm_id = 'GTM-AB12CD';
    await route.fulfill({ response, json: body });
  });
  await page.goto('/login');
  await expect(page.locator('#gtm-script')).toHaveAttribute('src', /id=GTM-AB12CD/);
});

test('a stored token whose context has no user is removed and the page reloads to sign-in', async ({
  page,
  baseURL,
  request,
}) => {
  await signIn(page, users.head);
  await expect(page).toHaveURL(/\/home$/);
  const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
  await revokeToken(request, baseURL!, token!);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
