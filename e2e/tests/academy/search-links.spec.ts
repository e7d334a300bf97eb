import type { Locator, Page } from '@playwright/test';
import { expect, gotoSignedIn, signInWithToken, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';

/**
 * Every search result opens a page that exists for the one who searched: for an administrator the course's or
 * the person's admin page; for a manager or a department head a course the company's view of it (issue 14:
 * organization.course.show); for a learner a course its course page (never "Course not found", never another
 * company's catalogue); and for a manager or a department head a person their page in the organization area
 * (never not-found).
 * Walked once per role, the walks split between the two languages; the titles checked in both.
 */
// On a server of its own: it signs in learner@, whose first sign-in the shared server keeps for login.spec.
test.describe.configure({ mode: 'default' });
const server = ownServer();
// biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies.
test.use({ baseURL: async ({}, use) => use(server.startedBaseURL()) });

// Each role walks its results once, the four walks split between the two languages: where a result leads does
// not depend on the language, and what is shown in the reader's language is checked per language below.
const roles = [
  { who: 'learner', email: users.learner, people: false, locale: 'nb-NO' },
  { who: 'head', email: users.head, people: true, locale: 'en-US' },
  { who: 'manager', email: users.manager, people: true, locale: 'nb-NO' },
  { who: 'admin', email: users.admin, people: true, locale: 'en-US' },
] as const;

const locales = [
  { locale: 'en-US', nbTitles: false, email: users.manager },
  { locale: 'nb-NO', nbTitles: true, email: users.learner },
] as const;

const spotlight = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('textbox') });
const results = (page: Page) => spotlight(page).locator('.mantine-Spotlight-action');

/** Opens the spotlight with its shortcut (once the signed-in services have loaded) and searches. */
async function search(page: Page, query: string): Promise<Locator> {
  // A spotlight still closing would be found instead of the new one: wait until it is gone.
  await expect(spotlight(page)).toHaveCount(0);
  await expect(async () => {
    await page.keyboard.press('ControlOrMeta+K');
    await expect(spotlight(page).getByRole('textbox')).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await spotlight(page).getByRole('textbox').fill(query);
  await expect(results(page).first()).toBeVisible();
  return results(page);
}

async function close(page: Page) {
  await page.keyboard.press('Escape');
  await expect(spotlight(page)).toHaveCount(0);
}

async function expectNoNotFound(page: Page) {
  await expect(page.getByTestId('error-code')).toHaveCount(0);
  await expect(page.getByTestId('not-found-state')).toHaveCount(0);
}

/**
 * Opens the results of `query` in turn (the first `max`; people's links all come from the same rule, so a
 * few of them tell as much as all) and checks where each leads.
 */
async function walk(
  page: Page,
  query: string,
  expected: { courses: number; people: number; adminPages?: boolean; organizationPages?: boolean },
  max = 8,
) {
  const found = await search(page, query);
  const total = await found.count();
  const courses = await found.filter({ has: page.locator('svg.tabler-icon-school') }).count();
  expect(courses).toBeGreaterThanOrEqual(expected.courses);
  expect(total - courses).toBeGreaterThanOrEqual(expected.people);
  await close(page);
  // Other tests share the server and add or remove people meanwhile, so the list is not expected to stay the
  // same between searches: each result is read again when it is opened.
  for (let index = 0; index < Math.min(total, max); index += 1) {
    const found = await search(page, query);
    await expect.poll(() => found.count()).toBeGreaterThan(index);
    const action = found.nth(index);
    const label = (await action.locator('.mantine-Spotlight-actionLabel').textContent()) ?? '';
    const isCourse = (await action.locator('svg.tabler-icon-school').count()) > 0;
    const before = page.url();
    await action.click();
    if (isCourse && expected.adminPages) {
      // Administrators open the course's admin page (issue 13), named by the course (the result shows the
      // variant's title in the reader's language).
      await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
      await expect(page.getByTestId('resource-page-title')).not.toBeEmpty();
    } else if (isCourse && expected.organizationPages) {
      // Managers and department heads open the company's view of the course, named by the same title.
      await expect(page).toHaveURL(/\/organization\/courses\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('course-title'), label).toHaveText(label);
    } else if (isCourse) {
      await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('variant-title'), label).toHaveText(label);
    } else if (expected.adminPages) {
      // Administrators open the person's admin page (issue 14).
      await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
      await expect(page.getByTestId('resource-page-title'), label).toHaveText(label);
    } else {
      // A manager or head opens the person's page in the organization area (issue 14), on its profile tab. The query
      // finds demo accounts only (academy.test), which no test deletes, so the person is still there.
      await expect(page).toHaveURL(/\/organization\/users\/\d+\/profile$/);
      await expect(page.getByTestId('resource-page-title'), label).toHaveText(label);
      expect(page.url()).not.toBe(before);
    }
    await expectNoNotFound(page);
  }
}

for (const role of roles) {
  test.describe(`search results (${role.locale})`, () => {
    test.use({ locale: role.locale });
    test(`every result opens a page for a ${role.who}`, async ({ page, baseURL }) => {
      // Up to a dozen results, each opened in turn.
      test.slow();
      await signInWithToken(page, baseURL!, role.email);
      await gotoSignedIn(page, '/home');
      await expect(page.getByTestId('greeting')).toBeVisible();
      // "01" is in every demo course code (WS-101, IS-201, CS-301).
      const adminPages = role.who === 'admin';
      const organizationPages = role.who === 'manager' || role.who === 'head';
      await walk(page, '01', { courses: 1, people: 0, adminPages, organizationPages });
      if (role.people) await walk(page, 'academy.test', { courses: 0, people: 1, adminPages }, 3);
    });
  });
}

for (const { locale, nbTitles, email } of locales) {
  test.describe(`search results (${locale})`, () => {
    test.use({ locale });
    test("course titles are matched and shown in the reader's language, English the fallback", async ({
      page,
      baseURL,
    }) => {
      await signInWithToken(page, baseURL!, email);
      await gotoSignedIn(page, '/home');
      await expect(page.getByTestId('greeting')).toBeVisible();
      const local = await search(page, nbTitles ? 'arbeidsplassen' : 'workplace');
      await expect(local.first()).toContainText(
        nbTitles ? 'Sikkerhet på arbeidsplassen' : 'Workplace Safety',
      );
      await close(page);
      const fallback = await search(page, 'workplace');
      await expect(fallback.first()).toContainText(
        nbTitles ? 'Sikkerhet på arbeidsplassen' : 'Workplace Safety',
      );
      await close(page);
    });
  });
}

test('a user of two companies finds only the courses of the company they act in', async ({
  page,
  baseURL,
}) => {
  await signInWithToken(page, baseURL!, users.multi);
  await gotoSignedIn(page, '/select-company');
  await page.getByTestId('company-option').filter({ hasText: 'Fjord Logistics' }).click();
  await expect(page.getByTestId('greeting')).toBeVisible();
  // In Fjord multi@ is enrolled in Information Security Basics only; the other demo courses are public but
  // belong to other catalogues, and their pages would say "Course not found".
  const found = await search(page, '01');
  await expect(found).toHaveCount(1);
  await expect(found.first()).toContainText('Information Security Basics');
  await found.first().click();
  await expect(page.getByTestId('variant-title')).toHaveText('Information Security Basics');
  await expectNoNotFound(page);
});
