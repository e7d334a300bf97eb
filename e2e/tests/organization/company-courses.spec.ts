import { readFile } from 'node:fs/promises';
import { companyContract } from '@academy/contracts/entities/company';
import { courseContract } from '@academy/contracts/entities/course';
import type { Page } from '@playwright/test';
import { choose, confirmWith, openAs, settled } from '../../support/admin-people.ts';
import { companyUuid } from '../../support/api.ts';
import { type ApiCaller, callApi, createResource, readResource } from '../../support/api-call.ts';
import { typeDate } from '../../support/dates.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { waitForLink } from '../../support/mailbox.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';
import { parseCsv } from '../../support/spreadsheets.ts';

/**
 * Issue 21, a company rolls out a course on its own ("Done when"): an administrator gives a new course to
 * Nordlys with 3 seats (the company's Courses tab; the course's Companies tab shows it), manager@ finds it in
 * the organization's Courses tab and in the enrollment picker (a course not given is not there), enrolls 3
 * people with a deadline, is refused the fourth with the seats message, revokes one enrollment never started
 * and enrolls the fourth; the status report and the training matrix list them as not started with the
 * deadline, head@ gets only Sales, the enrollment and reminder mails state the deadline, and a person's Courses
 * tab enrolls from there and moves an enrollment's deadline ("Edit dates"); manager@ issues an access pass for the
 * given course (and is offered no other) from the organization's Access passes tab. The journey in
 * English, with axe on each new screen; then a short look at the Norwegian texts. On a server of its own,
 * since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 240_000 });
// A step that cannot happen fails in seconds rather than at the test's timeout.
test.use({ actionTimeout: 20_000 });

const server = ownServer();

type Person = { first_name: string; last_name: string; email: string };
const given = 'Seat Pool Safety';
const notGiven = 'Never Given Course';
let people: Person[] = [];
let courseUuid = '';
const name = (person: Person) => `${person.first_name} ${person.last_name}`;
/** The deadline every enrollment of the journey gets: 20 days from today (YYYY-MM-DD, as a date field takes it). */
const deadline = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
/** The deadline as an English sentence writes it ("21 December 2026"), in the mails. */
const deadlineInWords = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${deadline}T00:00:00Z`));

/** The enrollment form with the course chosen (the Courses tab's "Enroll"), one person enrolled by the deadline. */
async function enrollPerson(page: Page, person: Person) {
  await page.getByRole('radio', { name: 'Person' }).check();
  await choose(page, 'Person', person.last_name, name(person));
  await typeDate(page.getByTestId('field-end_date'), deadline, 'en');
  await page.getByTestId('form-submit').click();
}

test('company courses: the admin gives a new course to Nordlys with 3 seats (en)', async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  const admin: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.admin) };
  const nordlys = await readResource(admin, companyContract, await companyUuid(request, base, 'nordlys'));
  const course = await createResource(admin, courseContract, { name: given, is_active: true });
  courseUuid = course.uuid;
  await createResource(admin, courseContract, { name: notGiven, is_active: true });
  // Four new people of Nordlys, added as its manager adds them.
  const manager: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.manager) };
  people = [];
  for (const last of ['Alvheim', 'Brekke', 'Dahle', 'Eik']) {
    const email = `${last.toLowerCase()}.seat@example.test`;
    await callApi(manager, 'users.create', {
      body: { first_name: 'Seat', last_name: last, email, company_id: nordlys.uuid },
    });
    people.push({ first_name: 'Seat', last_name: last, email });
  }
  expect(people).toHaveLength(4);

  await test.step('the admin gives the course to Nordlys with 3 seats', async () => {
    await openAs(page, request, base, users.admin, 'en', `/admin/companies/${nordlys.id}/courses`);
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

    await page.goto(`${base}/admin/courses/${course.id}/companies`);
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

test('company courses: the status report and the matrix list them as not started by the deadline; head@ gets only Sales; the mails say when (en)', async ({
  page,
  browser,
  request,
  axe,
}) => {
  const base = server.baseURL;
  const enrolled = people.slice(1);
  const revoked = people[0];

  await test.step('each person enrolled was told the course and the deadline', async () => {
    for (const person of enrolled) {
      const sentence = await waitForLink(person.email, /complete it by [^.]+\./, 90_000, server.dataDir);
      expect(sentence).toBe(`complete it by ${deadlineInWords}.`);
    }
  });

  await test.step('the training matrix: not started, with the deadline; the revoked one not enrolled', async () => {
    await openAs(page, request, base, users.manager, 'en', '/organization/matrix');
    const matrix = page.getByTestId('training-matrix');
    await expect(matrix.locator('thead th').filter({ hasText: given })).toBeVisible();
    const headers = await matrix.locator('thead th').allTextContents();
    const column = headers.findIndex((header) => header.includes(given)) - 1;
    expect(column).toBeGreaterThanOrEqual(0);
    const cellOf = (person: Person) =>
      matrix
        .getByTestId('matrix-person')
        .filter({ hasText: `${person.last_name}, ${person.first_name}` })
        .getByTestId('matrix-cell')
        .nth(column);
    for (const person of enrolled) {
      await expect(cellOf(person).getByTestId('standing-not_started')).toHaveText('Not started');
      await expect(cellOf(person)).toContainText(deadline);
    }
    await expect(cellOf(revoked).getByTestId(/^standing-/)).toHaveCount(0);
    await axe();
  });

  await test.step('the status report: one line each, not started, with the deadline', async () => {
    await page.goto(`${base}/organization/reports`);
    await page.getByTestId('create').click();
    const dialog = page.getByRole('dialog', { name: 'Create report' });
    await settled(page, '.mantine-Modal-content');
    await expect(dialog.getByRole('combobox', { name: 'Report', exact: true })).toHaveValue(
      'Status per enrollment',
    );
    await dialog.getByTestId('field-name').fill('Seat pool rollout');
    await dialog.getByRole('combobox', { name: 'Format' }).click();
    await page.getByRole('option', { name: 'CSV', exact: true }).click();
    await dialog.getByRole('button', { name: 'Create and start' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('resource-table').getByRole('row').filter({ hasText: 'Seat pool rollout' });
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /^Download:/ }).click(),
    ]);
    const [header, ...lines] = parseCsv(
      (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''),
    );
    const at = (label: string) => header.indexOf(label);
    const ofCourse = lines.filter((line) => line[at('Course')] === given);
    expect(ofCourse.map((line) => line[at('E-mail')]).sort()).toEqual(
      enrolled.map((person) => person.email).sort(),
    );
    for (const line of ofCourse) {
      expect(line[at('Status')]).toBe('Not started');
      expect(line[at('Deadline')]).toBe(deadline);
    }
  });

  await test.step('a deadline reminder: the preview and the mail state the deadline', async () => {
    await page.goto(`${base}/organization/courses/${courseUuid}`);
    const person = enrolled[0];
    await page.getByRole('checkbox', { name: `Select ${name(person)}` }).check();
    await page.getByRole('button', { name: 'Send deadline reminder' }).click();
    const preview = page.getByTestId('reminder-preview');
    await expect(preview.getByTestId('reminder-preview-text')).toContainText(
      `Please complete it by ${deadlineInWords}.`,
    );
    await preview.getByTestId('confirm-reminders').click();
    await expect(page.getByTestId('reminder-outcomes')).toBeVisible();
    const sentence = await waitForLink(person.email, /Please complete it by [^.]+\./, 90_000, server.dataDir);
    expect(sentence).toBe(`Please complete it by ${deadlineInWords}.`);
  });

  await test.step('head@ gets only Sales: none of the new people, who are in no department', async () => {
    const head = await browser.newContext();
    const headPage = await head.newPage();
    await openAs(headPage, request, base, users.head, 'en', '/organization/matrix');
    await expect(headPage.getByTestId('matrix-department')).toHaveValue('Sales');
    await expect(headPage.getByTestId('matrix-person').first()).toBeVisible();
    await expect(headPage.getByTestId('matrix-person').filter({ hasText: 'Seat' })).toHaveCount(0);
    await head.close();
  });

  await test.step("a person's Courses tab: enroll from there, and move an enrollment's deadline", async () => {
    const person = enrolled[1];
    await page.goto(`${base}/organization/users?search=${person.last_name}`);
    await page
      .getByTestId('resource-table')
      .getByRole('link', { name: name(person), exact: true })
      .click();
    await expect(page).toHaveURL(/\/organization\/users\/\d+\/profile$/);
    await page.getByRole('tab', { name: 'Courses', exact: true }).click();
    await page.getByTestId('enroll-person').click();
    const dialog = page.getByRole('dialog', { name: `Enroll ${name(person)} in a course` });
    await expect(dialog.getByTestId('enroll-form')).toBeVisible();
    await settled(page, '.mantine-Modal-content');
    await axe();
    await dialog.getByTestId('form-cancel').click();
    await expect(dialog).toBeHidden();

    const later = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const row = page.getByTestId('resource-table').getByRole('row').filter({ hasText: given });
    await row.getByTestId('row-edit-dates').click();
    const form = page.getByTestId('enrollment-dates-form');
    await expect(form.getByTestId('field-end_date')).toHaveValue(deadline);
    await settled(page, '.mantine-Modal-content');
    await axe();
    await typeDate(form.getByTestId('field-end_date'), later, 'en');
    await form.getByTestId('form-submit').click();
    await expect(form).toHaveCount(0);
    await expect(row).toContainText(later);
  });
});

test("company courses: manager@ issues an access pass for the given course, and only for it, from the organization's Access passes tab (en)", async ({
  page,
  request,
  axe,
}) => {
  await openAs(page, request, server.baseURL, users.manager, 'en', '/organization/access-passes');
  await expect(page.getByRole('tab', { name: 'Access passes' })).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('issue-access-pass').click();
  const form = page.getByTestId('issue-access-pass-form');
  await form.getByRole('radio', { name: 'Department' }).check();
  await choose(page, 'Department', 'Sal', 'Sales');
  // Only the courses Nordlys was given are offered: with both names matching the search, the given one is
  // listed and the one never given is not.
  const courses = page.getByRole('combobox', { name: 'Courses', exact: true });
  await courses.click();
  await courses.fill('e');
  await expect(page.getByRole('option', { name: given })).toBeVisible();
  await expect(page.getByRole('option', { name: notGiven })).toHaveCount(0);
  await page.getByRole('option', { name: given }).click();
  await page.getByTestId('field-certificate_valid_for').fill('730');
  await axe();
  await page.getByTestId('issue-access-pass-save').click();
  await expect(form).toHaveCount(0);
  const row = page
    .getByTestId('resource-table')
    .getByRole('row')
    .filter({ hasText: given })
    .filter({ hasText: 'Sales' });
  await expect(row).toContainText('730 days');
  await expect(row.getByTestId('access-pass-status')).toHaveText('Active');
  await row.getByTestId('row-revoke').click();
  await confirmWith(page, 'REVOKE');
  await expect(row.getByTestId('access-pass-status')).toHaveText('Revoked');
});

test('company courses: the Norwegian texts of the Courses tab and the seats message (nb)', async ({
  page,
  request,
}) => {
  const base = server.baseURL;
  await openAs(page, request, base, users.manager, 'nb', '/organization/courses');
  await expect(page.getByRole('tab', { name: 'Kurs' })).toHaveAttribute('aria-selected', 'true');
  // The company's courses, not the seats it bought (a table of its own below).
  const table = page.getByRole('table', { name: 'Kursene til Nordlys AS' });
  for (const header of ['Plasser', 'Brukt', 'Igjen', 'Gitt til og med'])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: given });
  await row.getByTestId('row-enroll').click();
  // No seat is left: the whole company no longer fits.
  await page.getByRole('radio', { name: 'Hele bedriften' }).check();
  await page.getByTestId('form-submit').click();
  await expect(page.locator('main').getByText(/^Ikke nok plasser: 0 igjen på dette kurset/)).toBeVisible();
});
