import type { Page } from '@playwright/test';
import { callApi, choose, confirmWith, idOf, type Language, openAs } from '../../support/admin-people.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 14, departments in the organization area: manager@ lists Nordlys's departments, creates one (its name
 * required), renames it, attaches and detaches people, sees its overview and its people's certificates, and
 * deletes it through the delete address; head@ sees only their own department and is offered no create;
 * fjord.manager@ opening a Nordlys department's address is told it is not found. In English and Norsk, with
 * axe on each screen, and at 390 px. On a server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

const texts = {
  en: {
    nameRequired: 'Name is required.',
    created: 'Department created.',
    saved: 'Department saved.',
    deleted: 'Department deleted.',
    deleteWord: 'DELETE',
    profile: 'Profile',
    overview: 'Overview',
    people: 'People',
    certificates: 'Certificates',
    addUser: 'Add a person of the company',
    attached: 'Attached.',
    detached: 'Detached.',
    remove: (name: string) => `Remove ${name}`,
    notFound: 'Department not found',
  },
  nb: {
    nameRequired: 'Navn er påkrevd.',
    created: 'Avdeling opprettet.',
    saved: 'Avdeling lagret.',
    deleted: 'Avdeling slettet.',
    deleteWord: 'SLETT',
    profile: 'Profil',
    overview: 'Oversikt',
    people: 'Personer',
    certificates: 'Kursbevis',
    addUser: 'Legg til en person fra bedriften',
    attached: 'Knyttet til.',
    detached: 'Fjernet.',
    remove: (name: string) => `Fjern ${name}`,
    notFound: 'Fant ikke avdelingen',
  },
} as const;

/** Nothing sticks out sideways at a phone's width: the page itself never scrolls horizontally. */
async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const language of ['en', 'nb'] as const satisfies readonly Language[]) {
  const text = texts[language];
  const name = language === 'en' ? 'Field Service' : 'Feltservice';
  const renamed = `${name} Nord`;
  const certificateTitle = language === 'en' ? 'Safety walk-through' : 'Sikkerhetsrunde';

  test(`departments: list, create with its 422, rename, people, overview, certificates, delete by address (${language})`, async ({
    page,
    request,
    axe,
  }) => {
    const base = server.baseURL;
    // A certificate learner@ (Lene Larsen) earned in Nordlys: the department's certificates show it once
    // she is one of its people.
    const admin = await apiToken(request, base, users.admin);
    await callApi(request, base, admin, 'POST', 'certificates', {
      user_id: await idOf(request, base, 'users', 'search=Lene'),
      course_id: await idOf(request, base, 'courses', 'filter[code]=WS-101'),
      company_id: await idOf(request, base, 'companies', 'search=Nordlys'),
      title: certificateTitle,
    });

    await openAs(page, request, base, users.manager, language, '/organization/departments');
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
      await expect(page.locator('main').getByText(text.nameRequired)).toBeVisible();
      await axe();
      await page.getByTestId('field-name').fill(name);
      await page.getByTestId('form-submit').click();
      await expectSnackbar(page, text.created);
      await expect(page).toHaveURL(/\/organization\/departments\/\d+\/overview$/);
      await expect(page.getByTestId('resource-page-title')).toHaveText(name);
    });
    const departmentPath = new URL(page.url()).pathname.replace(/\/overview$/, '');

    await test.step('profile: renamed', async () => {
      await page.getByRole('tab', { name: text.profile }).click();
      await expect(page).toHaveURL(new RegExp(`${departmentPath}/profile$`));
      await page.getByTestId('field-name').fill(renamed);
      await page.getByTestId('form-submit').click();
      await expectSnackbar(page, text.saved);
      await expect(page.getByTestId('resource-page-title')).toHaveText(renamed);
      await axe();
    });

    await test.step('people: two of the company attached, one detached', async () => {
      await page.getByRole('tab', { name: text.people }).click();
      const people = page.getByTestId('department-users');
      await expect(people.getByTestId('linked-items-empty')).toBeVisible();
      await choose(page, text.addUser, 'Lene', /Lene Larsen/);
      await page.getByTestId('linked-items-add').click();
      await expectSnackbar(page, text.attached);
      await expect(people.getByRole('link', { name: 'Lene Larsen', exact: true })).toBeVisible();
      await choose(page, text.addUser, 'Mia', /Mia Johansen/);
      await page.getByTestId('linked-items-add').click();
      await expect(people.getByTestId('linked-item')).toHaveCount(2);
      await axe();
      await people.getByRole('button', { name: text.remove('Mia Johansen') }).click();
      await expectSnackbar(page, text.detached);
      await expect(people.getByTestId('linked-item')).toHaveCount(1);
      await expect(people.getByRole('link', { name: 'Mia Johansen', exact: true })).toHaveCount(0);
      await fitsPhone(page);
    });

    await test.step('overview: how its people stand per course', async () => {
      await page.getByRole('tab', { name: text.overview }).click();
      const overview = page.getByTestId('department-overview');
      // Lene is reached by the whole company's Workplace Safety, Sales's course and her own.
      await expect(overview.getByRole('rowheader')).toHaveCount(3);
      await axe();
      await fitsPhone(page);
    });

    await test.step('certificates: its people’s', async () => {
      await page.getByRole('tab', { name: text.certificates }).click();
      await expect(page).toHaveURL(new RegExp(`${departmentPath}/certificates$`));
      const certificates = page.getByTestId('resource-table');
      // Each language's run issues one, both to Lene: this run's is the row with its title.
      const row = certificates.getByRole('row').filter({ hasText: certificateTitle });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Lene Larsen');
      await axe();
    });

    await test.step('delete through its own address, then back on the departments tab', async () => {
      await page.goto(`${base}${departmentPath}/delete`);
      await confirmWith(page, text.deleteWord, axe);
      await expect(page).toHaveURL(/\/organization\/departments$/);
      await expectSnackbar(page, text.deleted);
      await expect(table.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
      await expect(table.getByRole('link', { name: 'Sales', exact: true })).toBeVisible();
    });
  });

  test(`departments: a head sees only their own, with no create (${language})`, async ({
    page,
    request,
    axe,
  }) => {
    const base = server.baseURL;
    await openAs(page, request, base, users.head, language, '/organization/departments');
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

  test(`departments: Fjord's manager is told a Nordlys department is not found (${language})`, async ({
    page,
    request,
    axe,
  }) => {
    const base = server.baseURL;
    const sales = await idOf(request, base, 'departments', 'search=Sales');
    await openAs(page, request, base, users.fjordManager, language, `/organization/departments/${sales}`);
    await expect(page.getByRole('heading', { level: 1, name: text.notFound })).toBeVisible();
    await expect(page.getByTestId('resource-page-title')).toHaveCount(0);
    await axe();
  });
}
