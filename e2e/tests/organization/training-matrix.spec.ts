import { readFile } from 'node:fs/promises';
import { openAs, settled } from '../../support/admin-people.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { readXlsx } from '../../support/spreadsheets.ts';

/**
 * Issue 21 §2, the training matrix and the overview's deadline counts: manager@ opens the overview (the counts
 * lead to the prefilled status report), the Matrix tab and its Excel file; head@ sees only Sales; the Norwegian
 * texts of the matrix. axe on each new screen. On a server of its own: the report form and languages write.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

test('training matrix: the overview counts, the matrix and its Excel file; a head sees only Sales', async ({
  page,
  request,
  browser,
  axe,
}) => {
  const base = server.baseURL;
  await openAs(page, request, base, users.manager, 'en', '/organization');

  await test.step('the overview opens with the overdue and due-soon counts, linking to the status report', async () => {
    const overdue = page.getByTestId('deadline-overdue');
    await expect(overdue.getByTestId('deadline-count')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('deadline-due_soon')).toContainText('Due within 14 days');
    await axe();
    await overdue.getByRole('link').click();
    const dialog = page.getByRole('dialog', { name: 'Create report' });
    await expect(dialog).toBeVisible();
    await settled(page, '.mantine-Modal-content');
    await expect(dialog.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Overdue');
    await expect(dialog.getByRole('combobox', { name: 'Report', exact: true })).toHaveValue(
      'Status per enrollment',
    );
    await axe();
    await dialog.getByTestId('form-cancel').click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the matrix: people × courses with status badges, and its Excel file', async () => {
    await page.getByRole('tab', { name: 'Matrix' }).click();
    const matrix = page.getByTestId('training-matrix');
    await expect(matrix).toBeVisible();
    await expect(matrix.getByTestId('matrix-person').first()).toBeVisible();
    await axe();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('matrix-download-xlsx').click(),
    ]);
    const rows = await readXlsx(await readFile((await download.path())!));
    expect(rows[0].slice(0, 3)).toEqual(['Name', 'E-mail', 'Departments']);
    expect(rows.length).toBeGreaterThan(1);
  });

  await test.step('head@ gets only Sales', async () => {
    const head = await browser.newContext();
    const headPage = await head.newPage();
    await openAs(headPage, request, base, users.head, 'en', '/organization/matrix');
    await expect(headPage.getByTestId('matrix-department')).toHaveValue('Sales');
    const people = headPage.getByTestId('matrix-person');
    await expect(people.first()).toBeVisible();
    for (const row of await people.all()) await expect(row.getByRole('rowheader')).toContainText('Sales');
    await head.close();
  });

  await test.step('the Norwegian texts of the matrix', async () => {
    const nb = await browser.newContext();
    const nbPage = await nb.newPage();
    await openAs(nbPage, request, base, users.manager, 'nb', '/organization/matrix');
    await expect(nbPage.getByRole('tab', { name: 'Matrise' })).toHaveAttribute('aria-selected', 'true');
    await expect(nbPage.getByTestId('matrix-download-xlsx')).toHaveText('Last ned Excel');
    await expect(
      nbPage
        .getByRole('textbox', { name: 'Avdeling' })
        .or(nbPage.getByRole('combobox', { name: 'Avdeling' })),
    ).toBeVisible();
    await nb.close();
  });
});
