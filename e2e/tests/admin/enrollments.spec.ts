import type { Page } from '@playwright/test';
import { choose, confirmWith, openAs, select } from '../../support/admin-people.ts';
import { shownDate, typeDate } from '../../support/dates.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 14, enrollments in the admin area, as admin@ in English: the list shows the demo enrollments and
 * narrows by whom they are for; an enrollment for a department is created (a course required, the end after
 * the start) and revoked (asked first); enrolling a company again in a course it has is refused by the server
 * on the course field (spec §5); a recurring enrollment with a pause shows when its next period starts — axe on
 * each screen. In Norsk super@ sees the same screens' texts, messages and dates (see the nb test). On a server
 * of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

const text = {
  who: users.admin,
  enrollments: 'Enrollments',
  enrolledAs: 'Enrolled as',
  department: 'Department',
  person: 'Person',
  wholeCompany: 'The whole company',
  company: 'Company',
  course: 'Course',
  recurring: 'Recurring',
  courseRequired: 'At least one course is required.',
  endAfter: "End date must be after today's date and the start date.",
  passExists: 'There is already an access pass issued for one of the selected courses.',
  created: 'Enrollment created.',
  deleted: 'Enrollment deleted.',
  deleteWord: 'DELETE',
  revokeWord: 'REVOKE',
  revoked: 'Revoked',
  next: (start: string, end: string) => `The next period starts on ${start} and ends on ${end} (30 days).`,
} as const;

/** A day counted from today (UTC, as the form and the server count days), 'YYYY-MM-DD'. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function openCreate(page: Page) {
  await page.getByTestId('create-enrollment').click();
  await expect(page).toHaveURL(/\/admin\/enrollments\/create$/);
}

// Nordlys already has Workplace Safety for the whole company (the demo), so enrolling it again is refused; the
// Norwegian test enrolls others, so neither is refused for what the other created.
const plan = {
  department: 'Operations',
  company: 'Nordlys AS',
  person: 'Henrik Dahl',
  course: 'Workplace Safety',
};
const recurringCourse = 'Customer Service Excellence';
const language = 'en';

test(`enrollments: list, a department enrolled and revoked, 422s on their fields, a recurring one (en)`, async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  await openAs(page, request, base, text.who, language, '/admin/enrollments');
  await expect(page.getByRole('heading', { level: 1, name: text.enrollments })).toBeVisible();
  const table = page.getByTestId('resource-table');
  await expect(table.getByText(`${text.wholeCompany}: Nordlys AS`)).toBeVisible();
  // The course's title in the reader's language (issue 22).
  await expect(table.getByRole('link', { name: 'Customer Service Excellence', exact: true })).toBeVisible();
  await axe();
  await select(page, text.enrolledAs, text.department);
  await expect(table.getByText(`${text.department}: Sales`)).toBeVisible();
  await expect(table.getByText(`${text.wholeCompany}: Nordlys AS`)).toHaveCount(0);
  await page.goBack();

  await test.step('a department: the course is required and the end must come after the start', async () => {
    await openCreate(page);
    await page.getByRole('radio', { name: text.department }).check();
    await choose(page, text.department, plan.department.slice(0, 4), plan.department);
    await typeDate(page.getByTestId('field-end_date'), day(-3), language);
    await page.getByTestId('form-submit').click();
    await expect(page.locator('main').getByText(text.courseRequired)).toBeVisible();
    await expect(page.locator('main').getByText(text.endAfter)).toBeVisible();
    await axe();
    await choose(page, text.course, 'Workplace', plan.course);
    await typeDate(page.getByTestId('field-end_date'), day(60), language);
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.created);
    await expect(page).toHaveURL(/\/admin\/enrollments\/\d+$/);
    await expect(page.getByTestId('enrollment-facts')).toContainText(plan.department);
    await axe();
  });

  await test.step('revoked, asked first', async () => {
    await page.getByTestId('revoke').click();
    await confirmWith(page, text.revokeWord, axe);
    await expect(page.getByTestId('enrollment-facts').getByTestId('enrollment-status')).toHaveText(
      text.revoked,
    );
    await expect(page.getByTestId('restore')).toBeVisible();
    await expect(page.getByTestId('revoke')).toHaveCount(0);
  });

  await test.step('the whole company again in a course it has: refused by the server on the course', async () => {
    await page.goto(`${base}/admin/enrollments/create`);
    await page.getByRole('radio', { name: text.wholeCompany }).check();
    await choose(page, text.company, plan.company.slice(0, 4), plan.company);
    await choose(page, text.course, 'Workplace', plan.course);
    await page.getByTestId('form-submit').click();
    await expect(page.locator('main').getByText(text.passExists)).toBeVisible();
    await expect(page.getByRole('combobox', { name: text.course, exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await axe();
  });

  await test.step('a person, recurring after a 14-day pause: the next period is shown before and after', async () => {
    await page.goto(`${base}/admin/enrollments`);
    await openCreate(page);
    await page.getByRole('radio', { name: text.person }).check();
    await choose(page, text.person, plan.person.split(' ')[0], new RegExp(plan.person));
    await choose(page, text.course, recurringCourse.split(' ')[0], recurringCourse);
    await typeDate(page.getByTestId('field-end_date'), day(30), language);
    await page.getByRole('switch', { name: text.recurring }).check();
    await page.getByTestId('field-recur_after_days').fill('14');
    await expect(page.getByTestId('enroll-next')).toHaveText(
      text.next(shownDate(day(45), language), shownDate(day(75), language)),
    );
    await axe();
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.created);
    await expect(page).toHaveURL(/\/admin\/enrollments\/\d+$/);
    await expect(page.getByTestId('enrollment-facts')).toContainText(shownDate(day(45), language));
    await expect(page.getByRole('switch', { name: text.recurring })).toBeChecked();
    await expect(page.getByTestId('field-recur_after_days')).toHaveValue('14');

    await page.getByTestId('delete').click();
    await confirmWith(page, text.deleteWord);
    await expect(page).toHaveURL(/\/admin\/enrollments$/);
    await expectSnackbar(page, text.deleted);
  });
});

/**
 * In Norsk, super@ sees the same screens' texts: the list's title, who an enrollment is for and the course's
 * Norwegian title, the filter; the form's labels and its messages (the course required, the end after the start,
 * the server's refusal on the course field) with days written the Norwegian way; the next period in Norwegian
 * with Norwegian dates; the created, revoked and deleted texts and their confirm words — axe on the list, the
 * form, the enrollment and the confirm modal. A person's recurring enrollment carries them all; enrolling a
 * department, the revoked enrollment's buttons and the filter's way back do not depend on the language and are
 * the English test's.
 */
test('enrollments: the Norwegian texts of the list, the form and its messages, the dates, revoke and delete (nb)', async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  await openAs(page, request, base, users.super, 'nb', '/admin/enrollments');
  await expect(page.getByRole('heading', { level: 1, name: 'Påmeldinger' })).toBeVisible();
  const table = page.getByTestId('resource-table');
  await expect(table.getByText('Hele bedriften: Nordlys AS')).toBeVisible();
  // The course's title in the reader's language (issue 22).
  await expect(table.getByRole('link', { name: 'Fremragende kundeservice', exact: true })).toBeVisible();
  await axe();
  await select(page, 'Påmeldt som', 'Avdeling');
  await expect(table.getByText('Avdeling: Sales')).toBeVisible();

  await openCreate(page);
  await page.getByRole('radio', { name: 'Person' }).check();
  await choose(page, 'Person', 'Frida', /Frida Haugen/);
  await typeDate(page.getByTestId('field-end_date'), day(-3), 'nb');
  await page.getByTestId('form-submit').click();
  await expect(page.locator('main').getByText('Minst ett kurs er påkrevd.')).toBeVisible();
  await expect(
    page.locator('main').getByText('Sluttdato må være etter dagens dato og startdatoen.'),
  ).toBeVisible();
  await axe();
  await choose(page, 'Kurs', 'Information', 'Information Security Basics');
  await typeDate(page.getByTestId('field-end_date'), day(30), 'nb');
  await page.getByRole('switch', { name: 'Gjentakende' }).check();
  await page.getByTestId('field-recur_after_days').fill('14');
  await expect(page.getByTestId('enroll-next')).toHaveText(
    `Neste periode starter ${shownDate(day(45), 'nb')} og slutter ${shownDate(day(75), 'nb')} (30 dager).`,
  );
  await page.getByTestId('form-submit').click();
  await expectSnackbar(page, 'Påmelding opprettet.');
  await expect(page).toHaveURL(/\/admin\/enrollments\/\d+$/);
  await expect(page.getByTestId('enrollment-facts')).toContainText(shownDate(day(45), 'nb'));
  await axe();

  await page.getByTestId('revoke').click();
  await confirmWith(page, 'TILBAKEKALL', axe);
  await expect(page.getByTestId('enrollment-facts').getByTestId('enrollment-status')).toHaveText(
    'Tilbakekalt',
  );
  await page.getByTestId('delete').click();
  await confirmWith(page, 'SLETT');
  await expect(page).toHaveURL(/\/admin\/enrollments$/);
  await expectSnackbar(page, 'Påmelding slettet.');

  // The server's refusal, translated, on the course field: Nordlys has Workplace Safety already (the demo).
  await openCreate(page);
  await page.getByRole('radio', { name: 'Hele bedriften' }).check();
  await choose(page, 'Bedrift', 'Nord', 'Nordlys AS');
  await choose(page, 'Kurs', 'Workplace', 'Workplace Safety');
  await page.getByTestId('form-submit').click();
  await expect(
    page.locator('main').getByText('Det er allerede utstedt et adgangspass for ett av de valgte kursene.'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Kurs', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});
