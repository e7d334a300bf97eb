import { expect, signInWithToken, test, users } from '../../support/fixtures.ts';

/** spec §6 guard rules for every demo role: where each one lands on each area. */
const cases: { who: string; email: string | null; admin: boolean; organization: boolean }[] = [
  { who: 'guest', email: null, admin: false, organization: false },
  { who: 'learner', email: users.fjordLearner, admin: false, organization: false },
  { who: 'department head', email: users.head, admin: false, organization: true },
  { who: 'company manager', email: users.manager, admin: false, organization: true },
  { who: 'admin', email: users.admin, admin: true, organization: true },
  { who: 'super admin', email: users.super, admin: true, organization: true },
];

for (const role of cases) {
  test(`guards for a ${role.who}`, async ({ page, baseURL }) => {
    if (role.email) await signInWithToken(page, baseURL!, role.email);
    const home = role.email ? /\/home$/ : /\/login$/;

    await page.goto('/');
    await expect(page).toHaveURL(home);

    // A visitor is sent to sign in with the page asked for, to return there afterwards; /admin itself
    // leads to the statistics (spec §2).
    await page.goto('/admin');
    await expect(page).toHaveURL(
      role.admin ? /\/admin\/statistics$/ : role.email ? home : /\/login\?redirect=%2Fadmin$/,
    );

    await page.goto('/organization');
    await expect(page).toHaveURL(
      role.organization ? /\/organization$/ : role.email ? home : /\/login\?redirect=%2Forganization$/,
    );

    await page.goto('/home');
    await expect(page).toHaveURL(home);

    // Guest routes stay open to visitors; a signed-in user is sent on to the dashboard.
    await page.goto('/register');
    await expect(page).toHaveURL(role.email ? /\/home$/ : /\/register$/);
  });
}

test('the title is the tenant name and the route title', async ({ page, baseURL }) => {
  await page.goto('/request-reset-password');
  await expect(page).toHaveTitle('Academy - Reset password');
  await signInWithToken(page, baseURL!, users.head);
  await page.goto('/home');
  await expect(page).toHaveTitle('Academy - Home');
});

test('the error pages are open to everybody', async ({ page, axe }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await axe();
  await page.goto('/some/path/that/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Academy - Page not found');
  await page.goto('/403');
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await axe();
});

test('the last main navigation path is remembered for the way back from admin', async ({ page, baseURL }) => {
  await signInWithToken(page, baseURL!, users.super);
  await page.goto('/home?tab=1');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'Back to the academy' })).toHaveAttribute(
    'href',
    '/home?tab=1',
  );
  expect(await page.evaluate(() => localStorage.getItem('last_main_path'))).toBe('/home?tab=1');
});
