import type { APIRequestContext, Page } from '@playwright/test';
import { apiData } from '../../support/api.ts';
import { contextUser } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, signInWithToken, test, users } from '../../support/fixtures.ts';
import { followLink } from '../../support/navigation.ts';
import { ownServer } from '../../support/server.ts';

/**
 * Issue 13, the changelog: as admin@, in English and Norsk, a change made on an admin screen shows at the top of
 * the changelog with its value before and after, the details dialog shows it in full, the resource and user
 * filters narrow the list (and live in the address), and the archive tab reads the archive with the same
 * filters; axe on every screen. On a server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

type Language = 'en' | 'nb';
const server = ownServer();

const texts = {
  en: {
    changelog: 'Changelog',
    recent: 'Last 90 days',
    archive: 'Archive',
    languageUpdated: 'Language updated',
    signedIn: 'Signed in',
    resource: 'Resource',
    language: 'Language',
    user: 'User',
    details: 'Details',
    before: 'Before',
    after: 'After',
    nothing: 'Nothing found.',
    saved: 'Language saved.',
    nameField: 'Name',
    archiveIntro: /older than 90 days/,
  },
  nb: {
    changelog: 'Endringslogg',
    recent: 'Siste 90 dager',
    archive: 'Arkiv',
    languageUpdated: 'Språk oppdatert',
    signedIn: 'Logget inn',
    resource: 'Ressurs',
    language: 'Språk',
    user: 'Bruker',
    details: 'Detaljer',
    before: 'Før',
    after: 'Etter',
    nothing: 'Ingen treff.',
    saved: 'Språk lagret.',
    nameField: 'Navn',
    archiveIntro: /eldre enn 90 dager/,
  },
} as const;

/** Each run renames its own language, so the two runs never depend on each other. */
const renames = {
  en: { code: 'nb', from: 'Norsk bokmål', to: 'Norsk (bokmål)' },
  nb: { code: 'en', from: 'English', to: 'Engelsk' },
} as const;

/** Signs admin@ in with the account and the browser set to the language, and opens the path. */
async function openAsAdmin(page: Page, request: APIRequestContext, language: Language, path: string) {
  const base = server.baseURL;
  const token = await apiToken(request, base, users.admin);
  const user = await contextUser({ request, baseURL: base, token });
  await apiData(request, base, token, 'PATCH', `users/${user.uuid}`, {
    preferred_language: language,
  });
  await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
  await signInWithToken(page, base, users.admin);
  await page.goto(`${base}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return token;
}

/** Waits until a Mantine transition (modal, dropdown) has finished, so axe reads colours as painted. */
async function settled(page: Page, selector: string) {
  await expect(page.locator(selector).first()).toHaveCSS('opacity', '1');
}

for (const language of ['en', 'nb'] as const) {
  const text = texts[language];
  const rename = renames[language];

  test(`changelog: a change just made, before and after, filters and the archive (${language})`, async ({
    page,
    request,
    axe,
  }) => {
    const token = await openAsAdmin(page, request, language, '/admin/languages');
    const { items } = await apiData<{ items: { id: number; code: string }[] }>(
      request,
      server.baseURL,
      token,
      'GET',
      `languages?filter[code]=${rename.code}`,
    );

    await test.step('a change on an admin screen', async () => {
      await page.goto(`${server.baseURL}/admin/languages/${items[0].id}`);
      await expect(page.getByTestId('field-name')).toHaveValue(rename.from);
      await page.getByTestId('field-name').fill(rename.to);
      await page.getByTestId('form-submit').click();
      await expect(page.getByTestId('snackbar').filter({ hasText: text.saved }).first()).toBeVisible();
    });

    const table = page.getByTestId('resource-table');
    const row = table.locator('tbody tr').filter({ hasText: rename.to }).first();
    await test.step('shows at the top of the changelog with its value before and after', async () => {
      const link = page.getByRole('navigation').getByRole('link', { name: text.changelog }).first();
      await followLink(page, link, /\/admin\/changelog$/);
      await expect(page.getByRole('heading', { level: 1, name: text.changelog })).toBeVisible();
      await expect(table.locator('tbody tr').first()).toContainText(text.languageUpdated);
      await expect(table.locator('tbody tr').first()).toContainText(
        `${text.nameField}: ${rename.from} → ${rename.to}`,
      );
      await expect(row.getByRole('link', { name: rename.to })).toHaveAttribute(
        'href',
        /^\/admin\/languages\/[0-9a-f-]{36}$/,
      );
      await axe();
    });

    await test.step('the details dialog shows the field before and after', async () => {
      await row.getByRole('button', { name: new RegExp(`^${text.details}:`) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await settled(page, '.mantine-Modal-content');
      const changes = dialog.getByTestId('change-table');
      await expect(changes.getByRole('columnheader', { name: text.before })).toBeVisible();
      await expect(changes.getByRole('columnheader', { name: text.after })).toBeVisible();
      await expect(changes.getByRole('row').filter({ hasText: text.nameField })).toContainText(rename.from);
      await expect(changes.getByRole('row').filter({ hasText: text.nameField })).toContainText(rename.to);
      await axe();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('the resource and user filters narrow the list and live in the address', async () => {
      await expect(table.getByText(text.signedIn).first()).toBeVisible();
      const resource = page.getByRole('combobox', { name: text.resource, exact: true });
      await resource.click();
      await page.getByRole('option', { name: text.language, exact: true }).click();
      await expect(page).toHaveURL(/filter%5Bresource%5D=languages|filter\[resource\]=languages/);
      await expect(table.getByText(text.signedIn)).toHaveCount(0);
      await expect(row).toBeVisible();
      await page.reload();
      await expect(row).toBeVisible();
      await expect(table.getByText(text.signedIn)).toHaveCount(0);

      // The learner changed no language: nothing is left.
      const user = page.getByRole('combobox', { name: text.user, exact: true });
      await user.click();
      await user.fill('Lene');
      await page
        .getByRole('option', { name: /Lene Larsen/ })
        .first()
        .click();
      await expect(page.locator('main').getByText(text.nothing)).toBeVisible();
      await axe();
    });

    await test.step('the archive tab reads the archive, with the same filters', async () => {
      await page.getByRole('tab', { name: text.archive }).click();
      // The filters chosen go along to the archive.
      await expect(page).toHaveURL(/\/admin\/changelog\/historic\?.*resource/);
      await expect(page.getByRole('combobox', { name: text.resource, exact: true })).toHaveValue(
        text.language,
      );
      await expect(page.getByText(text.archiveIntro)).toBeVisible();
      await expect(page.getByRole('combobox', { name: text.resource, exact: true })).toBeVisible();
      // Nothing in this fresh academy is 90 days old yet.
      await expect(page.locator('main').getByText(text.nothing)).toBeVisible();
      await axe();
      await page.getByRole('tab', { name: text.recent }).click();
      await expect(page).toHaveURL(/\/admin\/changelog\?/);
    });
  });
}
