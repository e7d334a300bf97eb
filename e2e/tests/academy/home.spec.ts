import { expect, signInWithToken, test, users } from '../../support/fixtures.ts';

test('the academy home greets a department head and offers the organization area, not administration', async ({
  page,
  baseURL,
  axe,
}) => {
  await signInWithToken(page, baseURL!, users.head);
  await page.goto('/home');
  await expect(page.getByTestId('greeting')).toContainText('Henrik');
  await expect(page.getByText('You are learning with Nordlys AS.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /Administration/ })).toHaveCount(0);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  // A department head manages their department's people there (docs/decisions.md).
  await expect(page.getByRole('menuitem', { name: 'Organization' })).toBeVisible();
  await axe();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a manager sees the organization entry but not administration', async ({ page, baseURL }) => {
  await signInWithToken(page, baseURL!, users.fjordManager);
  await page.goto('/home');
  // The header's links hold the way in (issue 22 §2), besides the dashboard's card.
  const entry = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Organization' });
  await expect(entry).toBeVisible();
  await expect(page.getByRole('link', { name: /Administration/ })).toHaveCount(0);
  await entry.click();
  await expect(page.getByTestId('resource-page-title')).toHaveText('Fjord Logistics');
});
