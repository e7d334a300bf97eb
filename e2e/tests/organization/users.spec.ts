import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { userContract } from '@academy/contracts/entities/user';
import type { Page } from '@playwright/test';
import { choose, confirmWith, idOf, openAs, select } from '../../support/admin-people.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';
import { parseCsv, readXlsx } from '../../support/spreadsheets.ts';

/**
 * Issue 14, the organization's users tab and a person's page: manager@ lists the demo people of Nordlys AS,
 * filters them (kept in the address), exports the filtered list as CSV and Excel (the files hold exactly the
 * filtered people), creates a person (a taken address refused on its field), makes them a manager, sends them a
 * password reset (the mail goes out), opens their page and each tab, and removes them from the organization;
 * head@ sees only their department's people; fjord.manager@ gets "not found" for a Nordlys person. In English
 * (and in Norsk what differs: the texts, see the nb test), with axe on each screen and the list at 390 px. On a server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

const texts = {
  en: {
    department: 'Department',
    role: 'Role in the company',
    manager: 'Manager',
    departments: 'Departments',
    emailTaken: 'An user already exists with this email.',
    resetWord: 'SEND',
    resetSent: (email: string) => `A password reset link has been sent to ${email}.`,
    removeWord: 'REMOVE',
    tabs: ['Courses', 'Certificates', 'Integrations', 'Profile'],
    scormNotForManagers: 'not available for managers and administrators',
    notFound: 'User not found',
    search: 'Search',
  },
  nb: {
    department: 'Avdeling',
    role: 'Rolle i bedriften',
    manager: 'Leder',
    departments: 'Avdelinger',
    emailTaken: 'Det finnes allerede en bruker med denne e-postadressen.',
    resetWord: 'SEND',
    resetSent: (email: string) => `En lenke for å tilbakestille passordet er sendt til ${email}.`,
    removeWord: 'FJERN',
    tabs: ['Kurs', 'Kursbevis', 'Integrasjoner', 'Profil'],
    scormNotForManagers: 'ikke tilgjengelig for ledere og administratorer',
    notFound: 'Fant ikke brukeren',
    search: 'Søk',
  },
} as const;

const table = (page: Page) => page.getByTestId('resource-table');
const person = (page: Page, name: string) => table(page).getByRole('link', { name, exact: true });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

/** The export's file, downloaded through the menu. */
async function download(page: Page, format: 'csv' | 'xlsx'): Promise<string> {
  await page.getByTestId('users-export').click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(`users-export-${format}`).click(),
  ]);
  const path = await file.path();
  expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
  return path;
}

/** The e-mail column (the third) of an export, its heading row left out, sorted. */
function emailsOf(rows: string[][]): string[] {
  return rows
    .slice(1)
    .map((row) => row[2])
    .sort();
}

/** The reset mail in the server's outbox directory (DATA_DIR/mail), read as it is written. */
function resetMailTo(email: string): boolean {
  const directory = join(server.dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(directory).filter((file) => file.endsWith('.eml'));
  } catch {
    return false;
  }
  return files.some((file) => {
    const text = readFileSync(join(directory, file), 'utf8').replace(/=\r?\n/g, '');
    return text.toLowerCase().includes(email) && /\/reset-password\//.test(text);
  });
}

/** A person the test adds: their names, full name and address. */
function newPerson(first: string, last: string) {
  return {
    first,
    last,
    name: `${first} ${last}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@example.test`,
  };
}

test(`manager: list, filters, export, create, user/manager, reset, profile tabs, remove (en)`, async ({
  page,
  request,
  axe,
}) => {
  const text = texts.en;
  const { first, last, name, email } = newPerson('Olav', 'Strand');
  const base = server.baseURL;
  await openAs(page, request, base, users.manager, 'en', '/organization/users');
  for (const demo of ['Marte Nilsen', 'Henrik Dahl', 'Lene Larsen', 'Mia Johansen'])
    await expect(person(page, demo)).toBeVisible();
  await expect(person(page, 'Frida Haugen')).toHaveCount(0);
  await axe();

  await test.step('filters: a department, then the role in the company, kept in the address', async () => {
    await choose(page, text.department, 'Sales', /Sales/);
    await expect(page).toHaveURL(/filter%5Bdepartment%5D=|filter\[department\]=/);
    await expect(person(page, 'Lene Larsen')).toBeVisible();
    await expect(person(page, 'Mia Johansen')).toHaveCount(0);

    await test.step('export: CSV and Excel hold exactly the filtered people', async () => {
      const expected = ['head@academy.test', 'learner@academy.test'];
      expect(emailsOf(parseCsv(readFileSync(await download(page, 'csv'), 'utf8')))).toEqual(expected);
      expect(emailsOf(await readXlsx(readFileSync(await download(page, 'xlsx'))))).toEqual(expected);
    });

    await page.goBack();
    await expect(person(page, 'Mia Johansen')).toBeVisible();
    await select(page, text.role, text.manager);
    await expect(person(page, 'Marte Nilsen')).toBeVisible();
    await expect(person(page, 'Lene Larsen')).toHaveCount(0);
    await axe();
  });

  await test.step('create: a taken address is refused on its field, then the person is added', async () => {
    await page.goto(`${base}/organization/users/create`);
    await page.getByTestId('field-first_name').fill(first);
    await page.getByTestId('field-last_name').fill(last);
    await page.getByTestId('field-email').fill(users.learner);
    await choose(page, text.departments, 'Oper', /Operations/);
    await page.getByTestId('form-submit').click();
    await expect(page.locator('main').getByText(text.emailTaken)).toBeVisible();
    await expect(page.getByTestId('field-email')).toHaveAttribute('aria-invalid', 'true');
    await axe();
    await page.getByTestId('field-email').fill(email);
    await page.getByTestId('form-submit').click();
    await expect(page).toHaveURL(/\/organization\/users$/);
    await page.getByRole('searchbox', { name: text.search }).fill(last);
    await expect(person(page, name)).toBeVisible();
    await expect(row(page, name)).toContainText('Operations');
  });

  await test.step('user/manager: the person becomes a manager of the company', async () => {
    await row(page, name).getByTestId('row-toggle-manager').click();
    await expect(row(page, name)).toContainText(text.manager);
  });

  await test.step('password reset: asked first, the mail goes out', async () => {
    await row(page, name).getByTestId('row-reset-password').click();
    await confirmWith(page, text.resetWord, axe);
    await expectSnackbar(page, text.resetSent(email));
    await expect.poll(() => resetMailTo(email), { timeout: 90_000 }).toBe(true);
  });

  await test.step("the person's page and each tab", async () => {
    await person(page, name).click();
    await expect(page).toHaveURL(/\/organization\/users\/\d+\/profile$/);
    await expect(page.getByTestId('resource-page-title')).toHaveText(name);
    await expect(page.getByTestId('user-manager-switch')).toBeChecked();
    await axe();
    for (const tab of text.tabs) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByTestId('resource-page-title')).toHaveText(name);
      if (tab === text.tabs[2])
        await expect(page.getByTestId('scorm-not-available')).toContainText(text.scormNotForManagers);
      await axe();
    }
    // The reset route is an address of its own: the modal over the profile.
    const profile = new URL(page.url()).pathname;
    await page.goto(`${base}${profile.replace(/\/profile$/, '/reset-password')}`);
    await expect(page.getByTestId('confirm-action-input')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`${profile}$`));
  });

  await test.step('remove from the organization: asked first, gone from the list', async () => {
    await page.goto(`${base}/organization/users`);
    await page.getByRole('searchbox', { name: text.search }).fill(last);
    await row(page, name).getByTestId('row-remove-from-company').click();
    await confirmWith(page, text.removeWord);
    await expect(person(page, name)).toHaveCount(0);
  });

  await test.step('390 px: the list fits the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/organization/users`);
    await expect(person(page, 'Lene Larsen')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(390);
    await axe();
  });
});

test(`head and another company's manager see only their own (en)`, async ({ page, request, axe }) => {
  const text = texts.en;
  const base = server.baseURL;
  await openAs(page, request, base, users.head, 'en', '/organization/users');
  await expect(person(page, 'Lene Larsen')).toBeVisible();
  await expect(person(page, 'Henrik Dahl')).toBeVisible();
  await expect(person(page, 'Mia Johansen')).toHaveCount(0);
  await expect(person(page, 'Marte Nilsen')).toHaveCount(0);
  await axe();

  const lene = await idOf(request, base, userContract, { search: 'learner@academy.test' });
  await openAs(page, request, base, users.fjordManager, 'en', `/organization/users/${lene}`);
  await expect(page.getByTestId('not-found-state')).toContainText(text.notFound);
  await axe();
});

/**
 * In Norsk what differs from English, on the same screens: the filters' and the form's labels, the taken
 * address's message, the role, the confirm words and the reset's message, the tabs and the SCORM note, and
 * another company's "not found", with axe on each screen. The exports, the reset mail, the reset route, the
 * 390 px width and what the head sees are the English tests': they do not depend on the language.
 */
test('manager: the Norwegian texts of the list, the form, the role, the reset, the tabs and the removal (nb)', async ({
  page,
  request,
  axe,
}) => {
  const text = texts.nb;
  const { first, last, name, email } = newPerson('Sunniva', 'Moe');
  const base = server.baseURL;
  await openAs(page, request, base, users.manager, 'nb', '/organization/users');
  await choose(page, text.department, 'Sales', /Sales/);
  await expect(person(page, 'Lene Larsen')).toBeVisible();
  await expect(person(page, 'Mia Johansen')).toHaveCount(0);
  await page.goBack();
  await expect(person(page, 'Mia Johansen')).toBeVisible();
  await select(page, text.role, text.manager);
  await expect(person(page, 'Marte Nilsen')).toBeVisible();
  await expect(person(page, 'Lene Larsen')).toHaveCount(0);
  await axe();

  await page.goto(`${base}/organization/users/create`);
  await page.getByTestId('field-first_name').fill(first);
  await page.getByTestId('field-last_name').fill(last);
  await page.getByTestId('field-email').fill(users.learner);
  await choose(page, text.departments, 'Oper', /Operations/);
  await page.getByTestId('form-submit').click();
  await expect(page.locator('main').getByText(text.emailTaken)).toBeVisible();
  await axe();
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/organization\/users$/);
  await page.getByRole('searchbox', { name: text.search }).fill(last);
  await row(page, name).getByTestId('row-toggle-manager').click();
  await expect(row(page, name)).toContainText(text.manager);
  await row(page, name).getByTestId('row-reset-password').click();
  await confirmWith(page, text.resetWord, axe);
  await expectSnackbar(page, text.resetSent(email));

  await person(page, name).click();
  await expect(page).toHaveURL(/\/organization\/users\/\d+\/profile$/);
  for (const tab of text.tabs) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    if (tab === text.tabs[2])
      await expect(page.getByTestId('scorm-not-available')).toContainText(text.scormNotForManagers);
    await axe();
  }

  await page.goto(`${base}/organization/users`);
  await page.getByRole('searchbox', { name: text.search }).fill(last);
  await row(page, name).getByTestId('row-remove-from-company').click();
  await confirmWith(page, text.removeWord);
  await expect(person(page, name)).toHaveCount(0);

  const lene = await idOf(request, base, userContract, { search: 'learner@academy.test' });
  await openAs(page, request, base, users.fjordManager, 'nb', `/organization/users/${lene}`);
  await expect(page.getByTestId('not-found-state')).toContainText(text.notFound);
  await axe();
});
