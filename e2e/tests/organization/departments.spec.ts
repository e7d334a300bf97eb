import { certificateContract } from '@academy/contracts/entities/certificate';
import { companyContract } from '@academy/contracts/entities/company';
import { courseContract } from '@academy/contracts/entities/course';
import { departmentContract } from '@academy/contracts/entities/department';
import { userContract } from '@academy/contracts/entities/user';
import type { APIRequestContext, Page } from '@playwright/test';
import { choose, confirmWith, idOf, openAs } from '../../support/admin-people.ts';
import { createResource } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 14, departments in the organization area, in English: manager@ lists Nordlys's departments, creates
 * one (its name required), renames it, attaches and detaches people, sees its overview and its people's
 * certificates, and deletes it through the delete address; head@ sees only their own department and is offered
 * no create; fjord.manager@ opening a Nordlys department's address is told it is not found. Axe on each screen,
 * and at 390 px. In Norsk the same screens' texts (see the nb test). On a server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

/** Nothing sticks out sideways at a phone's width: the page itself never scrolls horizontally. */
async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * A certificate learner@ (Lene Larsen) earned in Nordlys: a department's certificates show it once she is one
 * of its people. Each test issues its own, with its own title, to find its row.
 */
async function issueLeneACertificate(request: APIRequestContext, title: string) {
  const base = server.baseURL;
  const admin = await apiToken(request, base, users.admin);
  await createResource({ request, baseURL: base, token: admin }, certificateContract, {
    user_id: await idOf(request, base, userContract, { search: 'Lene' }),
    course_id: await idOf(request, base, courseContract, { 'filter[code]': 'WS-101' }),
    company_id: await idOf(request, base, companyContract, { search: 'Nordlys' }),
    title,
  });
}

test(`departments: list, create with its 422, rename, people, overview, certificates, delete by address (en)`, async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  const name = 'Field Service';
  const renamed = `${name} Nord`;
  const certificateTitle = 'Safety walk-through';
  await issueLeneACertificate(request, certificateTitle);

  await openAs(page, request, base, users.manager, 'en', '/organization/departments');
  const table = page.getByTestId('resource-table');
  for (const demo of ['Sales', 'Operations'])
    await expect(table.getByRole('link', { name: demo, exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Drivers', exact: true })).toHaveCount(0);
  await axe();
  await fitsPhone(page);

  await test.step('create: the name is required', async () => {
    await page.getByTestId('create').click();
    await expect(page).toHaveURL(/\/organization\/departments\/create$/);
    await page.getByTestId('form-submit').click();
    await expect(page.locator('main').getByText('Name is required.')).toBeVisible();
    await axe();
    await page.getByTestId('field-name').fill(name);
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, 'Department created.');
    await expect(page).toHaveURL(/\/organization\/departments\/\d+\/overview$/);
    await expect(page.getByTestId('resource-page-title')).toHaveText(name);
  });
  const departmentPath = new URL(page.url()).pathname.replace(/\/overview$/, '');

  await test.step('profile: renamed', async () => {
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page).toHaveURL(new RegExp(`${departmentPath}/profile$`));
    await page.getByTestId('field-name').fill(renamed);
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, 'Department saved.');
    await expect(page.getByTestId('resource-page-title')).toHaveText(renamed);
    await axe();
  });

  await test.step('people: two of the company attached, one detached', async () => {
    await page.getByRole('tab', { name: 'People' }).click();
    const people = page.getByTestId('department-users');
    await expect(people.getByTestId('linked-items-empty')).toBeVisible();
    await choose(page, 'Add a person of the company', 'Lene', /Lene Larsen/);
    await page.getByTestId('linked-items-add').click();
    await expectSnackbar(page, 'Attached.');
    await expect(people.getByRole('link', { name: 'Lene Larsen', exact: true })).toBeVisible();
    await choose(page, 'Add a person of the company', 'Mia', /Mia Johansen/);
    await page.getByTestId('linked-items-add').click();
    await expect(people.getByTestId('linked-item')).toHaveCount(2);
    await axe();
    await people.getByRole('button', { name: 'Remove Mia Johansen' }).click();
    await expectSnackbar(page, 'Detached.');
    await expect(people.getByTestId('linked-item')).toHaveCount(1);
    await expect(people.getByRole('link', { name: 'Mia Johansen', exact: true })).toHaveCount(0);
    await fitsPhone(page);
  });

  await test.step('overview: how its people stand per course', async () => {
    await page.getByRole('tab', { name: 'Overview' }).click();
    const overview = page.getByTestId('department-overview');
    // Lene is reached by the whole company's Workplace Safety, Sales's course and her own.
    await expect(overview.getByRole('rowheader')).toHaveCount(3);
    await axe();
    await fitsPhone(page);
  });

  await test.step('certificates: its people’s', async () => {
    await page.getByRole('tab', { name: 'Certificates' }).click();
    await expect(page).toHaveURL(new RegExp(`${departmentPath}/certificates$`));
    const certificates = page.getByTestId('resource-table');
    // Each test issues one, both to Lene: this test's is the row with its title.
    const row = certificates.getByRole('row').filter({ hasText: certificateTitle });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Lene Larsen');
    await axe();
  });

  await test.step('delete through its own address, then back on the departments tab', async () => {
    await page.goto(`${base}${departmentPath}/delete`);
    await confirmWith(page, 'DELETE', axe);
    await expect(page).toHaveURL(/\/organization\/departments$/);
    await expectSnackbar(page, 'Department deleted.');
    await expect(table.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
    await expect(table.getByRole('link', { name: 'Sales', exact: true })).toBeVisible();
  });
});

test(`departments: a head sees only their own, with no create (en)`, async ({ page, request, axe }) => {
  const base = server.baseURL;
  await openAs(page, request, base, users.head, 'en', '/organization/departments');
  const table = page.getByTestId('resource-table');
  await expect(table.getByRole('link', { name: 'Sales', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Operations', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('create')).toHaveCount(0);
  await axe();
  await table.getByRole('link', { name: 'Sales', exact: true }).click();
  await expect(page.getByTestId('resource-page-title')).toHaveText('Sales');
  await expect(page.getByTestId('delete')).toHaveCount(0);
  await axe();
});

test(`departments: Fjord's manager is told a Nordlys department is not found (en)`, async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  const sales = await idOf(request, base, departmentContract, { search: 'Sales' });
  await openAs(page, request, base, users.fjordManager, 'en', `/organization/departments/${sales}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Department not found' })).toBeVisible();
  await expect(page.getByTestId('resource-page-title')).toHaveCount(0);
  await axe();
});

/**
 * In Norsk, on the same screens: the tabs, the required name on its field, the created, saved, attached,
 * detached and deleted messages, the add field's label and the remove button's name, the delete's word, and
 * the not-found title Fjord's manager meets, with axe on each screen and the people tab (the longest texts) at
 * 390 px. The second person's attach, the overview's rows, the addresses, the other phone-width checks and the
 * head's narrower view (the same screens, no text of its own) do not depend on the language and are the English
 * tests'.
 */
test('departments: the Norwegian texts of the list, the form, the tabs, the delete and the not-found (nb)', async ({
  page,
  request,
  browser,
  axe,
}) => {
  const base = server.baseURL;
  const name = 'Feltservice';
  const certificateTitle = 'Sikkerhetsrunde';
  await issueLeneACertificate(request, certificateTitle);

  await openAs(page, request, base, users.manager, 'nb', '/organization/departments');
  const table = page.getByTestId('resource-table');
  await expect(table.getByRole('link', { name: 'Sales', exact: true })).toBeVisible();
  await axe();

  await page.getByTestId('create').click();
  await page.getByTestId('form-submit').click();
  await expect(page.locator('main').getByText('Navn er påkrevd.')).toBeVisible();
  await axe();
  await page.getByTestId('field-name').fill(name);
  await page.getByTestId('form-submit').click();
  await expectSnackbar(page, 'Avdeling opprettet.');
  await expect(page.getByTestId('resource-page-title')).toHaveText(name);
  const departmentPath = new URL(page.url()).pathname.replace(/\/overview$/, '');

  await page.getByRole('tab', { name: 'Profil' }).click();
  await page.getByTestId('field-name').fill(`${name} Nord`);
  await page.getByTestId('form-submit').click();
  await expectSnackbar(page, 'Avdeling lagret.');
  await expect(page.getByTestId('resource-page-title')).toHaveText(`${name} Nord`);
  await axe();

  await page.getByRole('tab', { name: 'Personer' }).click();
  const people = page.getByTestId('department-users');
  await choose(page, 'Legg til en person fra bedriften', 'Lene', /Lene Larsen/);
  await page.getByTestId('linked-items-add').click();
  await expectSnackbar(page, 'Knyttet til.');
  await choose(page, 'Legg til en person fra bedriften', 'Mia', /Mia Johansen/);
  await page.getByTestId('linked-items-add').click();
  await expect(people.getByTestId('linked-item')).toHaveCount(2);
  await axe();
  await fitsPhone(page);
  await people.getByRole('button', { name: 'Fjern Mia Johansen' }).click();
  await expectSnackbar(page, 'Fjernet.');

  await page.getByRole('tab', { name: 'Oversikt' }).click();
  await expect(page.getByTestId('department-overview').getByRole('rowheader').first()).toBeVisible();
  await axe();

  await page.getByRole('tab', { name: 'Kursbevis' }).click();
  const row = page.getByTestId('resource-table').getByRole('row').filter({ hasText: certificateTitle });
  await expect(row).toContainText('Lene Larsen');
  await axe();

  await page.goto(`${base}${departmentPath}/delete`);
  await confirmWith(page, 'SLETT', axe);
  await expectSnackbar(page, 'Avdeling slettet.');
  await expect(table.getByRole('link', { name: `${name} Nord`, exact: true })).toHaveCount(0);

  // Fjord's manager, in a browser of their own.
  const context = await browser.newContext();
  const fjord = await context.newPage();
  const sales = await idOf(request, base, departmentContract, { search: 'Sales' });
  await openAs(fjord, request, base, users.fjordManager, 'nb', `/organization/departments/${sales}`);
  await expect(fjord.getByRole('heading', { level: 1, name: 'Fant ikke avdelingen' })).toBeVisible();
  await axe(fjord);
  await context.close();
});
