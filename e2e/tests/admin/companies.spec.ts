import { choose, confirmWith, openAs, select } from '../../support/admin-people.ts';
import { submitRefused } from '../../support/admin-screens.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 14, companies in the admin area: the list shows the demo companies; a company is created (its name
 * required, a taken address name refused by the server on its field), updated, given a permission, a
 * department and an existing person (attached, then removed), deactivated from the list and deleted — as
 * admin@ in English, with axe on each screen. In Norsk super@ sees the same screens' texts (see the nb test)
 * without the journey being done again. On a server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

const text = {
  who: users.admin,
  companies: 'Companies',
  name: 'Name',
  nameRequired: 'Name is required.',
  invalid: 'This value is not valid.',
  created: 'Company created.',
  saved: 'Company saved.',
  deleted: 'Company deleted.',
  deleteWord: 'DELETE',
  profile: 'Profile',
  permissions: 'Permissions',
  allowDigest: 'Allow Weekly certificate-expiry digest',
  departments: 'Departments',
  departmentCreated: 'Department created.',
  people: 'People',
  attach: 'Add an existing person',
  attached: 'Attached.',
  remove: 'Remove from company',
  removeWord: 'REMOVE',
  active: 'Active',
  no: 'No',
  inactive: 'Inactive',
  deactivateSelected: 'Deactivate selected',
  deactivateWord: 'DEACTIVATE',
  deactivated: '1 company deactivated.',
  select: (name: string) => `Select ${name}`,
} as const;

const company = 'Havbris Consulting';
const renamed = `${company} Group`;

test('companies: list, create with a 422 on its field, update, permissions, departments, people, deactivate, delete (en)', async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  await openAs(page, request, base, text.who, 'en', '/admin/companies');
  await expect(page.getByRole('heading', { level: 1, name: text.companies })).toBeVisible();
  const table = page.getByTestId('resource-table');
  await expect(table.getByRole('link', { name: 'Nordlys AS', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Fjord Logistics', exact: true })).toBeVisible();
  await axe();

  await test.step('create: the name is required, a taken address name is refused on its field', async () => {
    await page.getByTestId('create').click();
    await expect(page).toHaveURL(/\/admin\/companies\/create$/);
    await submitRefused(page, text.nameRequired);
    await axe();
    await page.getByTestId('field-name').fill(company);
    await page.getByTestId('field-slug').fill('nordlys');
    await submitRefused(page, text.invalid, 'slug');
    await page.getByTestId('field-slug').fill('');
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.created);
    await expect(page).toHaveURL(/\/admin\/companies\/\d+$/);
    await expect(page.getByTestId('resource-page-title')).toHaveText(company);
    await axe();
  });
  const companyPath = new URL(page.url()).pathname;

  await test.step('update: a new name and header colour', async () => {
    await page.getByTestId('field-name').fill(renamed);
    await page.getByTestId('field-header_color').fill('#0b6e4f');
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.saved);
    await expect(page.getByTestId('resource-page-title')).toHaveText(renamed);
    await expect(page.getByTestId('company-header-preview')).toHaveCSS(
      'background-color',
      'rgb(11, 110, 79)',
    );
  });

  await test.step('permissions: a code switched on is saved and kept', async () => {
    await page.getByRole('tab', { name: text.permissions }).click();
    await expect(page).toHaveURL(new RegExp(`${companyPath}/permissions$`));
    // Every code the server knows is listed, off until allowed (spec §6: default false).
    const digest = page.getByRole('switch', { name: text.allowDigest });
    await expect(page.getByTestId('permission-row')).toHaveCount(3);
    await expect(digest).not.toBeChecked();
    await digest.check();
    await page.getByTestId('permissions-save').click();
    await expectSnackbar(page, text.saved);
    await page.reload();
    await expect(page.getByRole('switch', { name: text.allowDigest })).toBeChecked();
    await axe();
  });

  await test.step('profile: the company at a glance', async () => {
    await page.getByRole('tab', { name: text.profile }).click();
    await expect(page.getByTestId('profile-users')).toContainText('0');
    await axe();
  });

  await test.step('departments: one created from the company page', async () => {
    await page.getByRole('tab', { name: text.departments }).click();
    await page.getByTestId('create').click();
    await expect(page).toHaveURL(new RegExp(`${companyPath}/departments/create$`));
    await axe();
    await page.getByTestId('field-name').fill('Rådgivning');
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.departmentCreated);
    await expect(page).toHaveURL(/\/admin\/departments\/\d+$/);
    await expect(page.getByTestId('department-facts')).toContainText(renamed);
    await page.goto(`${base}${companyPath}/departments`);
    await expect(
      page.getByTestId('resource-table').getByRole('link', { name: 'Rådgivning', exact: true }),
    ).toBeVisible();
  });

  await test.step('people: an existing person attached, then removed from the company', async () => {
    await page.getByRole('tab', { name: text.people }).click();
    const members = page.getByTestId('resource-table');
    await choose(page, text.attach, 'Frida', /Frida Haugen/);
    await page.getByTestId('attach-user-add').click();
    await expectSnackbar(page, text.attached);
    await expect(members.getByRole('link', { name: 'Frida Haugen', exact: true })).toBeVisible();
    await axe();
    await members.getByRole('button', { name: `${text.remove}: Frida Haugen` }).click();
    await confirmWith(page, text.removeWord, axe);
    await expect(members.getByRole('link', { name: 'Frida Haugen', exact: true })).toHaveCount(0);
  });

  await test.step('deactivate from the list (selected, asked first), then only the active are listed', async () => {
    await page.goto(`${base}/admin/companies`);
    const table = page.getByTestId('resource-table');
    await page.getByLabel(text.select(renamed)).check();
    await page.getByTestId('bulk-deactivate').click();
    await confirmWith(page, text.deactivateWord);
    await expectSnackbar(page, text.deactivated);
    await expect(table.getByRole('row', { name: new RegExp(renamed) })).toContainText(text.inactive);
    await select(page, text.active, text.no);
    await expect(table.getByRole('link', { name: renamed, exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Nordlys AS', exact: true })).toHaveCount(0);
    await axe();
  });

  await test.step('delete: the word is asked for, then the list no longer has it', async () => {
    await page.goto(`${base}${companyPath}`);
    await page.getByTestId('delete').click();
    await confirmWith(page, text.deleteWord);
    await expect(page).toHaveURL(/\/admin\/companies$/);
    await expectSnackbar(page, text.deleted);
    await expect(
      page.getByTestId('resource-table').getByRole('link', { name: renamed, exact: true }),
    ).toHaveCount(0);
    await expect(
      page.getByTestId('resource-table').getByRole('link', { name: 'Nordlys AS', exact: true }),
    ).toBeVisible();
  });
});

/**
 * In Norsk, super@ sees the texts of the same screens: the list's title, column and filter, the form's required
 * and server messages, the created snackbar, the company's tabs, the permission's switch, the attach field and
 * the delete's word and snackbar, with axe on the list and the company. What the journey does with them (the
 * update, the permission kept, the department, attach and remove, deactivate) does not depend on the language
 * and is the English test's.
 */
test('companies: the Norwegian texts of the list, the form and its errors, the tabs and the delete (nb)', async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  await openAs(page, request, base, users.super, 'nb', '/admin/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Bedrifter' })).toBeVisible();
  const table = page.getByTestId('resource-table');
  await expect(table.getByRole('columnheader', { name: 'Navn' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Nordlys AS', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Aktiv', exact: true })).toBeVisible();
  await axe();

  await page.getByTestId('create').click();
  await submitRefused(page, 'Navn er påkrevd.');
  await page.getByTestId('field-name').fill('Vestlandsfisk AS');
  await page.getByTestId('field-slug').fill('nordlys');
  await submitRefused(page, 'Denne verdien er ikke gyldig.');
  await page.getByTestId('field-slug').fill('');
  await page.getByTestId('form-submit').click();
  await expectSnackbar(page, 'Bedrift opprettet.');
  await expect(page.getByTestId('resource-page-title')).toHaveText('Vestlandsfisk AS');
  await axe();
  const companyPath = new URL(page.url()).pathname;

  await page.getByRole('tab', { name: 'Tillatelser' }).click();
  await expect(
    page.getByRole('switch', { name: 'Tillat Ukentlig oversikt over kursbevis som utløper' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profil' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Avdelinger' })).toBeVisible();
  await page.getByRole('tab', { name: 'Personer' }).click();
  await expect(
    page.getByRole('combobox', { name: 'Legg til en eksisterende person', exact: true }),
  ).toBeVisible();

  await page.goto(`${base}${companyPath}`);
  await page.getByTestId('delete').click();
  await confirmWith(page, 'SLETT');
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await expectSnackbar(page, 'Bedrift slettet.');
});
