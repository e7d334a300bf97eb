import { readFile } from 'node:fs/promises';
import { companyContract } from '@academy/contracts/entities/company';
import { departmentContract } from '@academy/contracts/entities/department';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type Language, openAs, settled } from '../../support/admin-people.ts';
import { takeFirstQuiz } from '../../support/admin-screens.ts';
import { companyUuid } from '../../support/api.ts';
import { type ApiCaller, readResource } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { csvSeparator, parseCsv, readXlsx } from '../../support/spreadsheets.ts';

/**
 * Issue 14, the Reports tab (/organization/reports), in English: manager@ asks for an Excel and a CSV report of
 * Nordlys, waits until the job is done, downloads both and reads them back (every row a Nordlys person);
 * head@'s report holds only the people of Sales; fjord.manager@ cannot fetch a Nordlys report by its address.
 * axe on the tab and the dialog, and a phone's width. In Norsk the tab's and the dialog's texts and a CSV
 * made for a Norwegian reader (see the nb test). On a server of its own: it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

test.beforeAll(async ({ request }) => {
  // Rows for the reports: learner@ of Sales and manager@ (no department) in Nordlys, fjord.learner@ in Fjord.
  await takeFirstQuiz(request, server.baseURL, users.learner, 'WS-101');
  await takeFirstQuiz(request, server.baseURL, users.manager, 'WS-101');
  await takeFirstQuiz(request, server.baseURL, users.fjordLearner, 'WS-101');
});

const texts = {
  en: {
    reports: 'Reports',
    create: 'Create report',
    name: 'Name',
    format: 'Format',
    department: 'Department',
    start: 'Create and start',
    download: 'Download',
    columns: ['First name', 'Last name', 'E-mail', 'Departments'],
  },
  nb: {
    reports: 'Rapporter',
    create: 'Lag rapport',
    name: 'Navn',
    format: 'Format',
    department: 'Avdeling',
    start: 'Lag og start',
    download: 'Last ned',
    columns: ['Fornavn', 'Etternavn', 'E-post', 'Avdelinger'],
  },
} as const;

/** Asks for a report through the dialog; returns its row once the job has finished it. */
async function createReport(
  page: Page,
  text: (typeof texts)[Language],
  report: { name: string; format: 'Excel' | 'CSV'; preselectedDepartment?: string },
  axe?: () => Promise<void>,
): Promise<Locator> {
  await page.getByTestId('create').click();
  const dialog = page.getByRole('dialog', { name: text.create });
  await expect(dialog).toBeVisible();
  await settled(page, '.mantine-Modal-content');
  if (axe) await axe();
  await dialog.getByTestId('field-name').fill(report.name);
  await dialog.getByRole('combobox', { name: text.format }).click();
  await page.getByRole('option', { name: report.format, exact: true }).click();
  // A head's own department is preselected (issue 21): choosing it again would clear it.
  if (report.preselectedDepartment)
    await expect(dialog.getByRole('combobox', { name: text.department, exact: true })).toHaveValue(
      report.preselectedDepartment,
    );
  await dialog.getByRole('button', { name: text.start }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('resource-table').getByRole('row').filter({ hasText: report.name });
  // The list follows the job by itself (no reload): pending or processing, then done.
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  return row;
}

async function downloadFrom(page: Page, row: Locator, label: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: new RegExp(`^${label}:`) }).click(),
  ]);
  return readFile((await download.path())!);
}

/** An administrator, to read a company's or a department's people. */
const asAdmin = async (request: APIRequestContext, base: string): Promise<ApiCaller> => ({
  request,
  baseURL: base,
  token: await apiToken(request, base, users.admin),
});

/** The e-mail addresses of the people of a company or department read `with=users`. */
const emailsOf = (item: { users?: { email: string }[] }) => new Set(item.users?.map((user) => user.email));

test(`reports: Excel and CSV of the company, a head's of their department, none across companies (en)`, async ({
  page,
  request,
  browser,
  axe,
}) => {
  const text = texts.en;
  const base = server.baseURL;
  const nordlys = await companyUuid(request, base, 'nordlys');
  const members = emailsOf(
    await readResource(await asAdmin(request, base), companyContract, nordlys, { with: 'users' }),
  );
  await openAs(page, request, base, users.manager, 'en', '/organization/reports');
  await expect(page.getByRole('tab', { name: text.reports })).toHaveAttribute('aria-selected', 'true');
  await axe();

  const excelName = `Excel en ${Date.now()}`;
  const csvName = `CSV en ${Date.now()}`;
  let nordlysReport = '';

  await test.step('an Excel report of the whole company, read back: every row a Nordlys person', async () => {
    const row = await createReport(page, text, { name: excelName, format: 'Excel' }, axe);
    const rows = await readXlsx(await downloadFrom(page, row, text.download));
    expect(rows[0].slice(0, 4)).toEqual(text.columns);
    const emails = rows.slice(1).map((cells) => cells[2]);
    expect(emails).toEqual(expect.arrayContaining([users.learner, users.manager]));
    for (const email of emails) expect(members).toContain(email);
    await axe();
  });

  await test.step('a CSV report of the whole company, newest first', async () => {
    const row = await createReport(page, text, { name: csvName, format: 'CSV' });
    const csvText = (await downloadFrom(page, row, text.download)).toString('utf8');
    // Made for the reader: `,` between cells for an English one (`;` for a Norwegian one: the nb test).
    expect(csvSeparator(csvText)).toBe(',');
    const rows = parseCsv(csvText);
    expect(rows[0].slice(0, 4)).toEqual(text.columns);
    const emails = rows.slice(1).map((cells) => cells[2]);
    expect(emails).toEqual(expect.arrayContaining([users.learner, users.manager]));
    expect(emails).not.toContain(users.fjordLearner);
    for (const email of emails) expect(members).toContain(email);
    const names = page.getByTestId('resource-table').getByRole('row');
    await expect(names.nth(1)).toContainText(csvName);
    await expect(names.nth(2)).toContainText(excelName);
    nordlysReport = (await row.locator('[data-status]').getAttribute('data-testid'))!.replace(
      'report-status-',
      '',
    );
  });

  await test.step("a department head's report holds only their department's people", async () => {
    const admin = await asAdmin(request, base);
    const company = await readResource(admin, companyContract, nordlys, { with: 'departments' });
    const sales = (company.departments ?? []).find((department) => department.header === 'Sales')!;
    const salesPeople = emailsOf(
      await readResource(admin, departmentContract, sales.uuid, { with: 'users' }),
    );
    const head = await browser.newContext();
    const headPage = await head.newPage();
    await openAs(headPage, request, base, users.head, 'en', '/organization/reports');
    const row = await createReport(headPage, text, {
      name: `Sales en ${Date.now()}`,
      format: 'CSV',
      preselectedDepartment: 'Sales',
    });
    const rows = parseCsv((await downloadFrom(headPage, row, text.download)).toString('utf8'));
    expect(rows.slice(1).map((cells) => cells[2])).toContain(users.learner);
    expect(rows.slice(1).map((cells) => cells[2])).not.toContain(users.manager);
    for (const cells of rows.slice(1)) {
      expect(salesPeople).toContain(cells[2]);
      expect(cells[3]).toContain('Sales');
    }
    await head.close();
  });

  await test.step('fjord.manager@ cannot download a Nordlys report by its address', async () => {
    const token = await apiToken(request, base, users.fjordManager);
    const response = await request.get(`${base}/api/v1/company-reports/${nordlysReport}/download`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(404);
  });

  await test.step('a phone: the reports tab fits 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('create')).toBeVisible();
    // The layout follows the new width on the next frames (breakpoint listeners), so it is polled.
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBeLessThanOrEqual(0);
    await axe();
  });
});

/**
 * In Norsk, on the same screens: the tab's name, the dialog's title, labels and button, the download button, and
 * a CSV made for a Norwegian reader (`;` between cells, so Norwegian Excel opens it as columns, and Norwegian
 * headings); axe on the tab and the dialog, and the tab at a phone's width (the Norwegian labels are the
 * longer). The Excel file's headings are the same columns in the same language as the CSV's (one list of
 * columns per report kind and language), read back in English by the English test. Which people a report
 * holds, its order in the list, a head's department and the refusal across companies do not depend on the
 * language and are the English test's; so is axe at a phone's width, on the same screen axe read here.
 */
test('reports: the Norwegian texts of the tab and the dialog, a CSV for a Norwegian reader (nb)', async ({
  page,
  request,
  axe,
}) => {
  const text = texts.nb;
  await openAs(page, request, server.baseURL, users.manager, 'nb', '/organization/reports');
  await expect(page.getByRole('tab', { name: text.reports })).toHaveAttribute('aria-selected', 'true');
  await axe();

  const row = await createReport(page, text, { name: `CSV nb ${Date.now()}`, format: 'CSV' }, axe);
  const csvText = (await downloadFrom(page, row, text.download)).toString('utf8');
  expect(csvSeparator(csvText)).toBe(';');
  const rows = parseCsv(csvText);
  expect(rows[0].slice(0, 4)).toEqual(text.columns);
  expect(rows.slice(1).map((cells) => cells[2])).toEqual(
    expect.arrayContaining([users.learner, users.manager]),
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('create')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
});
