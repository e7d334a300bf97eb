import { companyContract } from '@academy/contracts/entities/company';
import { userContract } from '@academy/contracts/entities/user';
import { choose, confirmWith, openAs } from '../../support/admin-people.ts';
import { companyUuid } from '../../support/api.ts';
import { type ApiCaller, firstItem, readResource } from '../../support/api-call.ts';
import { typeDate } from '../../support/dates.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';

/**
 * Issue 24 (admin): books given from the screens and access passes issued from one. The administrator gives the
 * Safety Handbook to Fjord Logistics (which holds none) with a last day, changes the day and takes it back, gives
 * it to fjord.learner@ on their page; then issues one access pass for two courses to Fjord's Drivers with its own
 * certificate validity, is refused the same course again, revokes one pass and deletes the other. English with
 * axe, then the Norwegian texts. On a server of its own: it writes.
 */
test.describe.configure({ mode: 'default', timeout: 180_000 });
test.use({ actionTimeout: 20_000 });

const server = ownServer();
const book = 'Safety Handbook';
const lastDay = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
const laterDay = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);

test('books and access passes from the admin screens (en)', async ({ page, request, axe }) => {
  const base = server.baseURL;
  const admin: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.admin) };
  const fjord = await readResource(admin, companyContract, await companyUuid(request, base, 'fjord'));
  const learner = await firstItem(admin, userContract, { search: 'fjord.learner@academy.test' });

  await test.step("the company's Books tab: give a book with a last day, change it, take it back", async () => {
    await openAs(page, request, base, users.admin, 'en', `/admin/companies/${fjord.id}/books`);
    await expect(page.getByRole('tab', { name: 'Books' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Nothing here yet.')).toBeVisible();
    await page.getByTestId('give-book').click();
    await expect(page.getByTestId('give-book-form')).toBeVisible();
    await choose(page, 'Book', 'Safety', book);
    await typeDate(page.getByTestId('field-end_date'), lastDay, 'en');
    await axe();
    await page.getByTestId('give-book-save').click();
    await expect(page.getByTestId('give-book-form')).toHaveCount(0);
    const row = page.getByTestId('resource-table').getByRole('row').filter({ hasText: book });
    await expect(row).toContainText(lastDay);

    await page.getByTestId('give-book').click();
    await choose(page, 'Book', 'Safety', book);
    await page.getByTestId('give-book-save').click();
    await expect(page.getByText('This book has already been given here.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await row.getByTestId('row-change').click();
    await typeDate(page.getByTestId('field-end_date'), laterDay, 'en');
    await page.getByTestId('give-book-save').click();
    await expect(row).toContainText(laterDay);

    await row.getByTestId('row-remove').click();
    await confirmWith(page, 'DELETE');
    await expect(page.getByText('Nothing here yet.')).toBeVisible();
    await axe();
  });

  await test.step("a person's Books tab: give the book to fjord.learner@", async () => {
    await page.goto(`${base}/admin/users/${learner.id}/books`);
    await page.getByTestId('give-book').click();
    await choose(page, 'Book', 'Safety', book);
    await page.getByTestId('give-book-save').click();
    const row = page.getByTestId('resource-table').getByRole('row').filter({ hasText: book });
    await expect(row).toContainText('No end');
    await axe();
  });

  await test.step('an access pass for two courses to the Drivers, with its own certificate validity', async () => {
    await page.goto(`${base}/admin/companies/${fjord.id}/access-passes`);
    await expect(page.getByRole('tab', { name: 'Access passes' })).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('issue-access-pass').click();
    const form = page.getByTestId('issue-access-pass-form');
    await form.getByRole('radio', { name: 'Department' }).check();
    await choose(page, 'Department', 'Driv', 'Drivers');
    await page.getByTestId('issue-access-pass-save').click();
    await expect(form.getByText('At least one course is required.')).toBeVisible();
    await choose(page, 'Courses', 'Workplace', 'Workplace Safety');
    await choose(page, 'Courses', 'Customer', 'Customer Service Excellence');
    await page.getByTestId('field-certificate_valid_for').fill('365');
    await axe();
    await page.getByTestId('issue-access-pass-save').click();
    await expect(form).toHaveCount(0);
    const table = page.getByTestId('resource-table');
    for (const course of ['Workplace Safety', 'Customer Service Excellence']) {
      const row = table.getByRole('row').filter({ hasText: course }).filter({ hasText: 'Drivers' });
      await expect(row).toContainText('365 days');
      await expect(row.getByTestId('access-pass-status')).toHaveText('Active');
    }
  });

  await test.step('the same course again is refused; one pass revoked, the other deleted', async () => {
    await page.getByTestId('issue-access-pass').click();
    await page.getByTestId('issue-access-pass-form').getByRole('radio', { name: 'Department' }).check();
    await choose(page, 'Department', 'Driv', 'Drivers');
    await choose(page, 'Courses', 'Workplace', 'Workplace Safety');
    await page.getByTestId('issue-access-pass-save').click();
    await expect(
      page
        .getByTestId('issue-access-pass-form')
        .getByText('There is already an access pass issued for one of the selected courses.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    const table = page.getByTestId('resource-table');
    const safety = table
      .getByRole('row')
      .filter({ hasText: 'Workplace Safety' })
      .filter({ hasText: 'Drivers' });
    await safety.getByTestId('row-revoke').click();
    await confirmWith(page, 'REVOKE', axe);
    await expect(safety.getByTestId('access-pass-status')).toHaveText('Revoked');

    const service = table
      .getByRole('row')
      .filter({ hasText: 'Customer Service Excellence' })
      .filter({ hasText: 'Drivers' });
    await service.getByTestId('row-delete').click();
    await confirmWith(page, 'DELETE');
    await expect(service).toHaveCount(0);
  });
});

test('books and access passes: the Norwegian texts (nb)', async ({ page, request }) => {
  const base = server.baseURL;
  const admin: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.admin) };
  const fjord = await readResource(admin, companyContract, await companyUuid(request, base, 'fjord'));
  await openAs(page, request, base, users.admin, 'nb', `/admin/companies/${fjord.id}/books`);
  await expect(page.getByRole('tab', { name: 'Bøker' })).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('give-book').click();
  await expect(page.getByRole('dialog', { name: 'Gi en bok' })).toBeVisible();
  await page.getByTestId('give-book-save').click();
  await expect(page.getByText('Velg en bok.')).toBeVisible();
  await page.getByRole('button', { name: 'Avbryt' }).click();

  await page.getByRole('tab', { name: 'Tilgangspass' }).click();
  const row = page.getByTestId('resource-table').getByRole('row').filter({ hasText: 'Drivers' });
  await expect(row.getByTestId('access-pass-status')).toHaveText('Tilbakekalt');
  await expect(row).toContainText('365 dager');
  await page.getByTestId('issue-access-pass').click();
  await page.getByTestId('issue-access-pass-save').click();
  await expect(
    page.getByTestId('issue-access-pass-form').getByText('Minst ett kurs er påkrevd.'),
  ).toBeVisible();
});
