import { choose, confirmWith, type Language, openAs } from '../../support/admin-people.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 14, departments in the admin area: the list shows the demo departments and narrows to a company; a
 * department is created (name and company required), renamed, given people of its company (attached, made
 * head, reordered, detached), shows its enrollments and is deleted — as admin@ in English and super@ in
 * Norsk, with axe on each screen. On a server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

const texts = {
  en: {
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
    attached: 'Attached.',
    detached: 'Detached.',
    head: (name: string) => `Head of the department: ${name}`,
    moveUp: (name: string) => `Move ${name} up`,
    remove: (name: string) => `Remove ${name}`,
    nothing: 'Nothing found.',
  },
  nb: {
    who: users.super,
    departments: 'Avdelinger',
    company: 'Bedrift',
    nameRequired: 'Navn er påkrevd.',
    required: 'Dette feltet er påkrevd.',
    created: 'Avdeling opprettet.',
    saved: 'Avdeling lagret.',
    deleted: 'Avdeling slettet.',
    deleteWord: 'SLETT',
    people: 'Personer',
    enrollments: 'Påmeldinger',
    addUser: 'Legg til en person fra bedriften',
    attached: 'Knyttet til.',
    detached: 'Fjernet.',
    head: (name: string) => `Leder for avdelingen: ${name}`,
    moveUp: (name: string) => `Flytt ${name} opp`,
    remove: (name: string) => `Fjern ${name}`,
    nothing: 'Ingen treff.',
  },
} as const;

for (const language of ['en', 'nb'] as const satisfies readonly Language[]) {
  const text = texts[language];
  const name = language === 'en' ? 'Customer Care' : 'Kundeservice';
  const renamed = `${name} Nord`;

  test(`departments: list and filter, create, rename, people attached, head, order, detached, delete (${language})`, async ({
    page,
    request,
    axe,
  }) => {
    const base = server.baseURL;
    await openAs(page, request, base, text.who, language, '/admin/departments');
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
}
