import type { Page } from '@playwright/test';
import { callApi, choose, confirmWith, openAs } from '../../support/admin-people.ts';
import { companyUuid } from '../../support/api.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 21 §1, courses given to a company with a seat pool: an administrator gives a new course to Nordlys
 * with 3 seats (the company's Courses tab; the course's Companies tab shows it), manager@ finds it in the
 * organization's Courses tab and in the enrollment picker (a course not given is not there), enrolls 3
 * people, is refused the fourth with the seats message, revokes one enrollment never started and enrolls
 * the fourth. The journey in English, with axe on each new screen; then a short look at the Norwegian texts.
 * On a server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 240_000 });
// A step that cannot happen fails in seconds rather than at the test's timeout.
test.use({ actionTimeout: 20_000 });

const server = ownServer();

type Person = { uuid: string; first_name: string; last_name: string; email: string };
const given = 'Seat Pool Safety';
const notGiven = 'Never Given Course';
let people: Person[] = [];
const name = (person: Person) => `${person.first_name} ${person.last_name}`;

/** The enrollment form with the course chosen (the Courses tab's "Enroll"), one person enrolled. */
async function enrollPerson(page: Page, person: Person) {
  await page.getByRole('radio', { name: 'Person' }).check();
  await choose(page, 'Person', person.last_name, name(person));
  await page.getByTestId('form-submit').click();
}

test('company courses: the admin gives a new course to Nordlys with 3 seats (en)', async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  const admin = await apiToken(request, base, users.admin);
  const nordlys = await callApi<{ item: { id: number; uuid: string } }>(
    request,
    base,
    admin,
    'GET',
    `companies/${await companyUuid(request, base, 'nordlys')}`,
  );
  const course = await callApi<{ item: { id: number; uuid: string } }>(
    request,
    base,
    admin,
    'POST',
    'courses',
    {
      name: given,
      is_active: true,
    },
  );
  await callApi(request, base, admin, 'POST', 'courses', { name: notGiven, is_active: true });
  // Four new people of Nordlys, added as its manager adds them.
  const manager = await apiToken(request, base, users.manager);
  people = [];
  for (const last of ['Alvheim', 'Brekke', 'Dahle', 'Eik']) {
    const email = `${last.toLowerCase()}.seat@example.test`;
    const created = await callApi<{ item: Person }>(request, base, manager, 'POST', 'users', {
      first_name: 'Seat',
      last_name: last,
      email,
      company_id: nordlys.item.uuid,
    });
    people.push({ ...created.item, first_name: 'Seat', last_name: last, email });
  }
  expect(people).toHaveLength(4);

  await test.step('the admin gives the course to Nordlys with 3 seats', async () => {
    await openAs(page, request, base, users.admin, 'en', `/admin/companies/${nordlys.item.id}/courses`);
    await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('resource-table')).toBeVisible();
    await page.getByTestId('give-course').click();
    await expect(page.getByTestId('company-course-form')).toBeVisible();
    await axe();
    await choose(page, 'Course', 'Seat Pool', given);
    await page.getByTestId('field-seats').fill('3');
    await page.getByTestId('company-course-save').click();
    await expect(page.getByTestId('company-course-form')).toHaveCount(0);
    const row = page.getByTestId('resource-table').getByRole('row').filter({ hasText: given });
    await expect(row.getByTestId('seats-left')).toHaveText('3');
    await axe();

    await page.goto(`${base}/admin/courses/${course.item.id}/companies`);
    const companyRow = page.getByTestId('resource-table').getByRole('row').filter({ hasText: 'Nordlys AS' });
    await expect(companyRow.getByTestId('seats-left')).toHaveText('3');
    await axe();
  });
});

// A test of its own: a fresh browser, as the manager signs in on their own machine.
test('company courses: manager@ enrolls up to the seats, and a revoked seat is given back (en)', async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  await test.step("manager@ sees it in the Courses tab and the picker, not a course that wasn't given", async () => {
    await openAs(page, request, base, users.manager, 'en', '/organization/courses');
    const row = page.getByTestId('resource-table').getByRole('row').filter({ hasText: given });
    await expect(row.getByTestId('seats-left')).toHaveText('3');
    await axe();
    await row.getByTestId('row-enroll').click();
    await expect(page).toHaveURL(/\/organization\/enrollments\/create\?course=/);
    await expect(page.getByRole('combobox', { name: 'Course', exact: true })).toHaveValue(given);
    const picker = page.getByRole('combobox', { name: 'Course', exact: true });
    await picker.click();
    await picker.fill('Never Given');
    await expect(page.getByRole('option', { name: notGiven })).toHaveCount(0);
    await picker.fill('Seat Pool');
    await page.getByRole('option', { name: given }).first().click();
    await axe();
  });

  await test.step('three people enrolled, the fourth refused with the seats left', async () => {
    const enrollUrl = page.url();
    for (const person of people.slice(0, 3)) {
      await page.goto(enrollUrl);
      await enrollPerson(page, person);
      await expectSnackbar(page, 'Enrollment created.');
      await expect(page).toHaveURL(/\/organization\/enrollments$/);
    }
    await page.goto(enrollUrl);
    await enrollPerson(page, people[3]);
    await expect(
      page
        .locator('main')
        .getByText('Not enough seats: 0 left for this course, and this enrollment needs 1.'),
    ).toBeVisible();
    await axe();
  });

  await test.step('one enrollment never started revoked: its seat is back for the fourth', async () => {
    await page.goto(`${base}/organization/enrollments`);
    const row = page
      .getByTestId('resource-table')
      .getByRole('row')
      .filter({ hasText: name(people[0]) })
      .filter({ hasText: given });
    await row.getByTestId('row-revoke').click();
    await confirmWith(page, 'REVOKE');
    await expect(row).toContainText('Revoked');

    await page.goto(`${base}/organization/courses`);
    const course = page.getByTestId('resource-table').getByRole('row').filter({ hasText: given });
    await expect(course.getByTestId('seats-left')).toHaveText('1');
    await course.getByTestId('row-enroll').click();
    await enrollPerson(page, people[3]);
    await expectSnackbar(page, 'Enrollment created.');
    await page.goto(`${base}/organization/courses`);
    await expect(course.getByTestId('seats-left')).toHaveText('0');
  });
});

test('company courses: the Norwegian texts of the Courses tab and the seats message (nb)', async ({
  page,
  request,
}) => {
  const base = server.baseURL;
  await openAs(page, request, base, users.manager, 'nb', '/organization/courses');
  await expect(page.getByRole('tab', { name: 'Kurs' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByTestId('resource-table');
  for (const header of ['Plasser', 'Brukt', 'Igjen', 'Gitt til og med'])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: given });
  await row.getByTestId('row-enroll').click();
  // No seat is left: the whole company no longer fits.
  await page.getByRole('radio', { name: 'Hele bedriften' }).check();
  await page.getByTestId('form-submit').click();
  await expect(page.locator('main').getByText(/^Ikke nok plasser: 0 igjen på dette kurset/)).toBeVisible();
});
