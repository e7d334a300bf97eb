import { choose, confirmWith, type Language, openAs } from '../../support/admin-people.ts';
import { shownDate, typeDate } from '../../support/dates.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 14, enrollments in the organization area: manager@ sees Nordlys's enrollments, enrolls a department
 * in a course with dates (an end before the start refused on its field, the course required), finds it in the
 * list and revokes it; head@ is offered no enrolling. In English and Norsk, with axe on each screen, and at
 * 390 px. On a server of its own, since it writes.
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

for (const language of ['en', 'nb'] as const satisfies readonly Language[]) {
  const text = texts[language];
  // Each language enrolls another department, so the second run is not refused for what the first created.
  const department = language === 'en' ? 'Operations' : 'Sales';
  // The course is chosen, and listed, by its title in the reader's language (issue 22).
  const course = language === 'en' ? 'Workplace Safety' : 'Sikkerhet på arbeidsplassen';
  const listed = course;

  test(`enrollments: list, a department enrolled with dates (its field errors first), revoked (${language})`, async ({
    page,
    request,
    axe,
  }) => {
    const base = server.baseURL;
    await openAs(page, request, base, users.manager, language, '/organization/enrollments');
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
      await expect(page.getByTestId('field-start_date')).toHaveValue(shownDate(day(0), language));
      await page.getByTestId('field-start_date').click();
      await expect(page.getByRole('button', { name: text.nextMonth })).toBeVisible();
      await axe();
      await typeDate(page.getByTestId('field-start_date'), day(20), language);
      await typeDate(page.getByTestId('field-end_date'), day(10), language);
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
      await typeDate(page.getByTestId('field-end_date'), day(80), language);
      await page.getByTestId('form-submit').click();
      await expectSnackbar(page, text.created);
      await expect(page).toHaveURL(/\/organization\/enrollments$/);
    });

    const row = table
      .getByRole('row')
      .filter({ hasText: `${text.department}: ${department}` })
      .filter({
        hasText: shownDate(day(80), language),
      });
    await test.step('in the list, then revoked (asked first)', async () => {
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(listed);
      await row.getByTestId('row-revoke').click();
      await confirmWith(page, text.revokeWord, axe);
      await expect(row).toContainText(text.revoked);
      await expect(row.getByTestId('row-revoke')).toHaveCount(0);
    });
  });

  test(`enrollments: a department head is offered no enrolling (${language})`, async ({
    page,
    request,
    axe,
  }) => {
    const base = server.baseURL;
    await openAs(page, request, base, users.head, language, '/organization/enrollments');
    await expect(page.getByTestId('resource-table')).toBeVisible();
    await expect(page.getByTestId('create-enrollment')).toHaveCount(0);
    await axe();
  });
}
