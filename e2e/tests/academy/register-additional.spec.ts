import { expect, signInWithToken, test, users } from '../../support/fixtures.ts';

test('register-additional completes the details and passes welcome on to the dashboard', async ({
  page,
  baseURL,
  axe,
}) => {
  await signInWithToken(page, baseURL!, users.manager);
  await page.goto('/register-additional?welcome=true');
  await expect(page.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  await expect(page.getByText('Nordlys AS needs a few more details before you continue.')).toBeVisible();
  // The header is hidden on this page (spec §2).
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await axe();
  await page.getByLabel(/^First name/).fill('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await page.getByLabel(/^First name/).fill('Marte');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home\?welcome=true$/);
  await expect(page.getByTestId('snackbar')).toContainText('Your details have been saved.');
});
