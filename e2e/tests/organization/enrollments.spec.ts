import { choose, confirmWith, openAs } from '../../support/admin-people.ts';
import { shownDate, typeDate } from '../../support/dates.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 14, enrollments in the organization area, in English: manager@ sees Nordlys's enrollments, enrolls a
 * department in a course with dates (an end before the start refused on its field, the course required),
 * finds it in the list and revokes it; head@ is offered no enrolling. axe on each screen, and at 390 px.
 * In Norsk the same screens' texts, date formats and the course's Norwegian title (see the nb test). On a
 * server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

const texts = {
  en: {
    wholeCompany: 'The whole company',
    department: 'Department',
    course: 'Course',
    courseRequired: 'At least one course is required.',
    endAfter: "End date must be after today's date and the start date.",
    created: 'Enrollment created.',
    revokeWord: 'REVOKE',
    nextMonth: 'Next month',
    revoked: 'Revoked',
  },
  nb: {
    wholeCompany: 'Hele bedriften',
    department: 'Avdeling',
    course: 'Kurs',
    courseRequired: 'Minst ett kurs er påkrevd.',
    endAfter: 'Sluttdato må være etter dagens dato og startdatoen.',
    created: 'Påmelding opprettet.',
    revokeWord: 'TILBAKEKALL',
    nextMonth: 'Neste måned',
    revoked: 'Tilbakekalt',
  },
} as const;

/** A day counted from today (UTC, as the form and the server count days), 'YYYY-MM-DD'. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('enrollments: list, a department enrolled with dates (its field errors first), revoked (en)', async ({
  page,
  request,
  axe,
}) => {
  const text = texts.en;
  const department = 'Operations';
  const course = 'Workplace Safety';
  const base = server.baseURL;
  await openAs(page, request, base, users.manager, 'en', '/organization/enrollments');
  const table = page.getByTestId('resource-table');
  await expect(table.getByText(`${text.wholeCompany}: Nordlys AS`)).toBeVisible();
  // Only Nordlys's: Fjord's own enrollments are not listed.
  await expect(table.getByText('Fjord Logistics')).toHaveCount(0);
  await axe();

  await test.step('enroll a department: the course required, the end after the start', async () => {
    await page.getByTestId('create-enrollment').click();
    await expect(page).toHaveURL(/\/organization\/enrollments\/create$/);
    await page.getByRole('radio', { name: text.department }).check();
    await choose(page, text.department, department.slice(0, 4), department);
    // The date fields show and take the reader's format (issue 22 §3); the calendar names its buttons.
    await expect(page.getByTestId('field-start_date')).toHaveValue(shownDate(day(0), 'en'));
    await page.getByTestId('field-start_date').click();
    await expect(page.getByRole('button', { name: text.nextMonth })).toBeVisible();
    await axe();
    await typeDate(page.getByTestId('field-start_date'), day(20), 'en');
    await typeDate(page.getByTestId('field-end_date'), day(10), 'en');
    await page.getByTestId('form-submit').click();
    await expect(page.locator('main').getByText(text.courseRequired)).toBeVisible();
    await expect(page.locator('main').getByText(text.endAfter)).toBeVisible();
    await expect(page.getByTestId('field-end_date')).toHaveAttribute('aria-invalid', 'true');
    await axe();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The server searches courses by their own name, which the option shows in the reader's language.
    await choose(page, text.course, 'Workplace', course);
    await typeDate(page.getByTestId('field-end_date'), day(80), 'en');
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.created);
    await expect(page).toHaveURL(/\/organization\/enrollments$/);
  });

  const row = table
    .getByRole('row')
    .filter({ hasText: `${text.department}: ${department}` })
    .filter({ hasText: shownDate(day(80), 'en') });
  await test.step('in the list, then revoked (asked first)', async () => {
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(course);
    await row.getByTestId('row-revoke').click();
    await confirmWith(page, text.revokeWord, axe);
    await expect(row).toContainText(text.revoked);
    await expect(row.getByTestId('row-revoke')).toHaveCount(0);
  });
});

/** Runs once: that a head is offered no enrolling does not depend on the language, and their list is the screen
 * the nb test checks with axe. */
test('enrollments: a department head is offered no enrolling (en)', async ({ page, request, axe }) => {
  await openAs(page, request, server.baseURL, users.head, 'en', '/organization/enrollments');
  await expect(page.getByTestId('resource-table')).toBeVisible();
  await expect(page.getByTestId('create-enrollment')).toHaveCount(0);
  await axe();
});

/**
 * In Norsk, on the same screens: the list's "whole company" line, the form's labels, its dates in the
 * Norwegian format and the calendar's names, both refusals' messages, the course offered and listed by its
 * Norwegian title, the created message, the confirm word and the revoked status; axe on the list, the form
 * with its errors and the confirm modal, and the form at 390 px (the Norwegian labels are the longer).
 * What Fjord's list leaves out, the invalid field's marking and the addresses do not depend on the language
 * and are the English test's; so is the calendar's axe (its Norwegian button names are checked by name).
 */
test('enrollments: the Norwegian texts of the list, the form and its refusals, the revoke (nb)', async ({
  page,
  request,
  axe,
}) => {
  const text = texts.nb;
  // Another department than the English test's, so this one is not refused for what that one created.
  const department = 'Sales';
  const course = 'Sikkerhet på arbeidsplassen';
  await openAs(page, request, server.baseURL, users.manager, 'nb', '/organization/enrollments');
  const table = page.getByTestId('resource-table');
  await expect(table.getByText(`${text.wholeCompany}: Nordlys AS`)).toBeVisible();
  await axe();

  await page.getByTestId('create-enrollment').click();
  await page.getByRole('radio', { name: text.department }).check();
  await choose(page, text.department, department.slice(0, 4), department);
  await expect(page.getByTestId('field-start_date')).toHaveValue(shownDate(day(0), 'nb'));
  await page.getByTestId('field-start_date').click();
  await expect(page.getByRole('button', { name: text.nextMonth })).toBeVisible();
  await typeDate(page.getByTestId('field-start_date'), day(20), 'nb');
  await typeDate(page.getByTestId('field-end_date'), day(10), 'nb');
  await page.getByTestId('form-submit').click();
  await expect(page.locator('main').getByText(text.courseRequired)).toBeVisible();
  await expect(page.locator('main').getByText(text.endAfter)).toBeVisible();
  await axe();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Searched by the course's own name, offered by its Norwegian title (issue 22).
  await choose(page, text.course, 'Workplace', course);
  await typeDate(page.getByTestId('field-end_date'), day(80), 'nb');
  await page.getByTestId('form-submit').click();
  await expectSnackbar(page, text.created);

  const row = table
    .getByRole('row')
    .filter({ hasText: `${text.department}: ${department}` })
    .filter({ hasText: shownDate(day(80), 'nb') });
  await expect(row).toContainText(course);
  await row.getByTestId('row-revoke').click();
  await confirmWith(page, text.revokeWord, axe);
  await expect(row).toContainText(text.revoked);
});
