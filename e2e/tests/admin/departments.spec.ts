import { choose, confirmWith, openAs } from '../../support/admin-people.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 14, departments in the admin area, as admin@ in English: the list shows the demo departments and
 * narrows to a company; a department is created (name and company required), renamed, given people of its
 * company (attached, made head, reordered, detached), shows its enrollments and is deleted — axe on each
 * screen. In Norsk super@ sees the same screens' texts and messages (see the nb test). On a server of its own,
 * since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

const text = {
  who: users.admin,
  departments: 'Departments',
  company: 'Company',
  nameRequired: 'Name is required.',
  required: 'This field is required.',
  created: 'Department created.',
  saved: 'Department saved.',
  deleted: 'Department deleted.',
  deleteWord: 'DELETE',
  people: 'People',
  enrollments: 'Enrollments',
  addUser: 'Add a person of the company',
  detached: 'Detached.',
  head: (name: string) => `Head of the department: ${name}`,
  moveUp: (name: string) => `Move ${name} up`,
  remove: (name: string) => `Remove ${name}`,
  nothing: 'Nothing here yet.',
} as const;

const name = 'Customer Care';
const renamed = `${name} Nord`;

test(`departments: list and filter, create, rename, people attached, head, order, detached, delete (en)`, async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  await openAs(page, request, base, text.who, 'en', '/admin/departments');
  await expect(page.getByRole('heading', { level: 1, name: text.departments })).toBeVisible();
  const table = page.getByTestId('resource-table');
  for (const demo of ['Sales', 'Operations', 'Drivers'])
    await expect(table.getByRole('link', { name: demo, exact: true })).toBeVisible();
  await axe();
  await choose(page, text.company, 'Fjord', /Fjord Logistics/);
  await expect(table.getByRole('link', { name: 'Drivers', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Sales', exact: true })).toHaveCount(0);

  await test.step('create: the name and the company are required', async () => {
    await page.getByTestId('create').click();
    await expect(page).toHaveURL(/\/admin\/departments\/create$/);
    await page.getByTestId('form-submit').click();
    await expect(page.locator('main').getByText(text.nameRequired)).toBeVisible();
    await expect(page.locator('main').getByText(text.required)).toBeVisible();
    await axe();
    await page.getByTestId('field-name').fill(name);
    await choose(page, text.company, 'Nordlys', /Nordlys AS/);
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.created);
    await expect(page).toHaveURL(/\/admin\/departments\/\d+$/);
    await expect(page.getByTestId('resource-page-title')).toHaveText(`${name} (Nordlys AS)`);
    await axe();
  });

  await test.step('rename', async () => {
    await page.getByTestId('field-name').fill(renamed);
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.saved);
    await expect(page.getByTestId('resource-page-title')).toHaveText(`${renamed} (Nordlys AS)`);
  });

  await test.step('people: two of the company attached, one made head, reordered, then detached', async () => {
    await page.getByRole('tab', { name: text.people }).click();
    const people = page.getByTestId('department-users');
    await expect(people.getByTestId('linked-items-empty')).toBeVisible();
    await choose(page, text.addUser, 'Mia', /Mia Johansen/);
    await page.getByTestId('linked-items-add').click();
    await expect(people.getByRole('link', { name: 'Mia Johansen', exact: true })).toBeVisible();
    await choose(page, text.addUser, 'Lene', /Lene Larsen/);
    await page.getByTestId('linked-items-add').click();
    await expect(people.getByTestId('linked-item')).toHaveCount(2);
    await expect(people.getByTestId('linked-item').first()).toContainText('Mia Johansen');

    const head = page.getByLabel(text.head('Mia Johansen'));
    await head.click();
    await expect(head).toBeChecked();
    await page.reload();
    await expect(page.getByLabel(text.head('Mia Johansen'))).toBeChecked();
    await expect(page.getByLabel(text.head('Lene Larsen'))).not.toBeChecked();
    await axe();

    await people.getByRole('button', { name: text.moveUp('Lene Larsen') }).click();
    await expect(people.getByTestId('linked-item').first()).toContainText('Lene Larsen');
    await people.getByRole('button', { name: text.remove('Mia Johansen') }).click();
    await expectSnackbar(page, text.detached);
    await expect(people.getByTestId('linked-item')).toHaveCount(1);
    await expect(people.getByRole('link', { name: 'Mia Johansen', exact: true })).toHaveCount(0);
  });

  await test.step('enrollments: none yet', async () => {
    await page.getByRole('tab', { name: text.enrollments }).click();
    await expect(page).toHaveURL(/\/admin\/departments\/\d+\/enrollments$/);
    await expect(page.getByText(text.nothing)).toBeVisible();
    await axe();
  });

  await test.step('delete', async () => {
    await page.getByTestId('delete').click();
    await confirmWith(page, text.deleteWord);
    await expect(page).toHaveURL(/\/admin\/departments$/);
    await expectSnackbar(page, text.deleted);
    await expect(table.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
    await expect(table.getByRole('link', { name: 'Sales', exact: true })).toBeVisible();
  });
});

/**
 * In Norsk, super@ sees the same screens' texts: the list's title and its company filter, the form's required
 * messages, the created, saved, detached and deleted snackbars, the department's tabs, the people's add field
 * and each person's head, move and remove labels, the empty enrollments' text and the delete's word — axe on
 * the list, the form, the department, the people and the enrollments. Making a head and keeping it, the
 * order, and the list after the delete do not depend on the language and are the English test's.
 */
test('departments: the Norwegian texts of the list, the form and its messages, the people and the delete (nb)', async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  await openAs(page, request, base, users.super, 'nb', '/admin/departments');
  await expect(page.getByRole('heading', { level: 1, name: 'Avdelinger' })).toBeVisible();
  const table = page.getByTestId('resource-table');
  await expect(table.getByRole('link', { name: 'Sales', exact: true })).toBeVisible();
  await axe();
  await choose(page, 'Bedrift', 'Fjord', /Fjord Logistics/);
  await expect(table.getByRole('link', { name: 'Sales', exact: true })).toHaveCount(0);

  await page.getByTestId('create').click();
  await page.getByTestId('form-submit').click();
  await expect(page.locator('main').getByText('Navn er påkrevd.')).toBeVisible();
  await expect(page.locator('main').getByText('Dette feltet er påkrevd.')).toBeVisible();
  await axe();
  await page.getByTestId('field-name').fill('Kundeservice');
  await choose(page, 'Bedrift', 'Nordlys', /Nordlys AS/);
  await page.getByTestId('form-submit').click();
  await expectSnackbar(page, 'Avdeling opprettet.');
  await expect(page.getByTestId('resource-page-title')).toHaveText('Kundeservice (Nordlys AS)');
  await axe();
  await page.getByTestId('field-name').fill('Kundeservice Nord');
  await page.getByTestId('form-submit').click();
  await expectSnackbar(page, 'Avdeling lagret.');

  await page.getByRole('tab', { name: 'Personer' }).click();
  const people = page.getByTestId('department-users');
  for (const [search, person] of [
    ['Mia', 'Mia Johansen'],
    ['Lene', 'Lene Larsen'],
  ]) {
    await choose(page, 'Legg til en person fra bedriften', search, new RegExp(person));
    await page.getByTestId('linked-items-add').click();
    await expect(people.getByRole('link', { name: person, exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Leder for avdelingen: Mia Johansen')).toBeVisible();
  await expect(people.getByRole('button', { name: 'Flytt Lene Larsen opp' })).toBeVisible();
  await axe();
  await people.getByRole('button', { name: 'Fjern Mia Johansen' }).click();
  await expectSnackbar(page, 'Fjernet.');

  await page.getByRole('tab', { name: 'Påmeldinger' }).click();
  await expect(page.getByText('Ingenting her ennå.')).toBeVisible();
  await axe();

  await page.getByTestId('delete').click();
  await confirmWith(page, 'SLETT');
  await expect(page).toHaveURL(/\/admin\/departments$/);
  await expectSnackbar(page, 'Avdeling slettet.');
});
