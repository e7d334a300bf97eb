import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { openAs } from '../../support/admin-people.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { parseCsv } from '../../support/spreadsheets.ts';

/**
 * Issue 21 §5, custom user fields everywhere a manager looks: manager@ defines a field with English and
 * Norwegian labels (its key made from the English one), adds a person with an answer (refused without it, on
 * the field), sees the answer in the profile and as a column of the users list chosen in the column choice,
 * and downloads the users export with the column. The journey in English with axe; then the Norwegian label
 * on the same screens. On a server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 240_000 });

const server = ownServer();

const table = (page: Page) => page.getByTestId('resource-table');
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

test('manager: defines a field in en and nb, fills it for a new person, sees it in the profile, list and export', async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  await openAs(page, request, base, users.manager, 'en', '/organization/settings?section=custom_fields');

  await test.step('settings: a required field labelled in both languages; the key comes from the label', async () => {
    const form = page.getByTestId('custom-fields-form');
    await form.getByTestId('custom-field-add').click();
    const index = (await form.locator('[data-testid$="-label-en"]').count()) - 1;
    await form.getByTestId(`custom-field-${index}-label-en`).fill('Employee number');
    await form.getByTestId(`custom-field-${index}-label-nb`).fill('Ansattnummer');
    await form.getByTestId(`custom-field-${index}-required`).check();
    await form.getByTestId('custom-fields-submit').click();
    await expect(form.getByTestId(`custom-field-${index}-key`)).toHaveText(
      'Key in imports and exports: employee_number',
    );
    await axe();
  });

  await test.step('new person: the field is asked, required, and refused empty on its input', async () => {
    await page.goto(`${base}/organization/users/create`);
    await page.getByTestId('field-first_name').fill('Ingrid');
    await page.getByTestId('field-last_name').fill('Felt');
    await page.getByTestId('field-email').fill('ingrid.felt@example.test');
    await page.getByTestId('form-submit').click();
    const answer = page.getByTestId('field-custom_field__employee_number');
    await expect(answer).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('main').getByText('This field is required.')).toBeVisible();
    await axe();
    await answer.fill('E-1042');
    await page.getByTestId('form-submit').click();
    await expect(page).toHaveURL(/\/organization\/users$/);
  });

  await test.step('users list: the field is a column chosen in the column choice', async () => {
    await page.getByRole('searchbox', { name: 'Search' }).fill('Felt');
    await expect(row(page, 'Ingrid Felt')).toBeVisible();
    await expect(table(page).getByRole('columnheader', { name: 'Employee number' })).toHaveCount(0);
    await page.getByTestId('column-choice').click();
    await page.getByLabel('Employee number').check();
    await page.keyboard.press('Escape');
    await expect(table(page).getByRole('columnheader', { name: 'Employee number' })).toBeVisible();
    await expect(row(page, 'Ingrid Felt')).toContainText('E-1042');
    await axe();
  });

  await test.step('export: the CSV has the column, headed by the label', async () => {
    await page.getByTestId('users-export').click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('users-export-csv').click(),
    ]);
    const [header, ...rows] = parseCsv(readFileSync(await file.path(), 'utf8'));
    const column = header.indexOf('Employee number');
    expect(column).toBeGreaterThan(-1);
    expect(rows.find((line) => line.includes('ingrid.felt@example.test'))?.[column]).toBe('E-1042');
  });

  await test.step('profile: shows the answer and changes it', async () => {
    await table(page).getByRole('link', { name: 'Ingrid Felt', exact: true }).click();
    await expect(page).toHaveURL(/\/organization\/users\/\d+\/profile$/);
    const section = page.getByTestId('user-custom-fields');
    const answer = section.getByTestId('field-custom_field__employee_number');
    await expect(answer).toHaveValue('E-1042');
    await answer.fill('E-2048');
    await section.getByTestId('form-submit').click();
    await expect(answer).toHaveValue('E-2048');
    await page.reload();
    await expect(page.getByTestId('field-custom_field__employee_number')).toHaveValue('E-2048');
    await axe();
  });

  await test.step('Norwegian: the label shows in nb in the profile and the new-person form', async () => {
    const profile = new URL(page.url()).pathname;
    await openAs(page, request, base, users.manager, 'nb', profile);
    const section = page.getByTestId('user-custom-fields');
    await expect(section.getByRole('heading', { name: 'Tilleggsopplysninger' })).toBeVisible();
    await expect(section.getByLabel('Ansattnummer')).toHaveValue('E-2048');
    await page.goto(`${base}/organization/users/create`);
    await expect(page.getByLabel('Ansattnummer')).toBeVisible();
  });
});
