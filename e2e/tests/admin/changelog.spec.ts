import { languageContract } from '@academy/contracts/entities/language';
import type { APIRequestContext } from '@playwright/test';
import { openAs, select, settled } from '../../support/admin-people.ts';
import { listResource } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { followLink } from '../../support/navigation.ts';
import { ownServer } from '../../support/server.ts';

/**
 * Issue 13, the changelog, as admin@ in English: a change made on an admin screen shows at the top of the
 * changelog with its value before and after, the details dialog shows it in full, the resource and user filters
 * narrow the list (and live in the address), and the archive tab reads the archive with the same filters; axe on
 * every screen. In Norsk the same screens' texts (see the nb test). On a server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

const text = {
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
} as const;

/** The admin id of a language by its code, read through the typed list. */
async function languageId(request: APIRequestContext, code: string): Promise<number> {
  const token = await apiToken(request, server.baseURL, users.admin);
  const { items } = await listResource({ request, baseURL: server.baseURL, token }, languageContract, {
    'filter[code]': code,
  });
  expect(items, `languages?filter[code]=${code}`).toHaveLength(1);
  return items[0].id;
}

test(`changelog: a change just made, before and after, filters and the archive (en)`, async ({
  page,
  request,
  axe,
}) => {
  // Each test renames its own language, so the two never depend on each other.
  const rename = { code: 'nb', from: 'Norsk bokmål', to: 'Norsk (bokmål)' };
  const id = await languageId(request, rename.code);
  await openAs(page, request, server.baseURL, users.admin, 'en', `/admin/languages/${id}`);

  await test.step('a change on an admin screen', async () => {
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
    await select(page, text.resource, text.language);
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
    await expect(page.getByRole('combobox', { name: text.resource, exact: true })).toHaveValue(text.language);
    await expect(page.getByText(text.archiveIntro)).toBeVisible();
    await expect(page.getByRole('combobox', { name: text.resource, exact: true })).toBeVisible();
    // Nothing in this fresh academy is 90 days old yet.
    await expect(page.locator('main').getByText(text.nothing)).toBeVisible();
    await axe();
    await page.getByRole('tab', { name: text.recent }).click();
    await expect(page).toHaveURL(/\/admin\/changelog\?/);
  });
});

/**
 * In Norsk, on the same screens: the language form's saved message, the changelog's title, the change's action
 * and field in Norwegian, the details' column headers, the filters' labels and options, the archive's tabs, intro
 * and "nothing found", with axe on the list, the dialog and the archive. The change's place and link, the
 * filters kept in the address over a reload, and the user filter do not depend on the language and are the
 * English test's.
 */
test('changelog: the Norwegian texts of the list, the details, the filters and the archive (nb)', async ({
  page,
  request,
  axe,
}) => {
  const id = await languageId(request, 'en');
  await openAs(page, request, server.baseURL, users.admin, 'nb', `/admin/languages/${id}`);
  await expect(page.getByTestId('field-name')).toHaveValue('English');
  await page.getByTestId('field-name').fill('Engelsk');
  await page.getByTestId('form-submit').click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Språk lagret.' }).first()).toBeVisible();

  const table = page.getByTestId('resource-table');
  const row = table.locator('tbody tr').filter({ hasText: 'Engelsk' }).first();
  const link = page.getByRole('navigation').getByRole('link', { name: 'Endringslogg' }).first();
  await followLink(page, link, /\/admin\/changelog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Endringslogg' })).toBeVisible();
  await expect(row).toContainText('Språk oppdatert');
  await expect(row).toContainText('Navn: English → Engelsk');
  await axe();

  await row.getByRole('button', { name: /^Detaljer:/ }).click();
  await settled(page, '.mantine-Modal-content');
  const changes = page.getByRole('dialog').getByTestId('change-table');
  await expect(changes.getByRole('columnheader', { name: 'Før' })).toBeVisible();
  await expect(changes.getByRole('columnheader', { name: 'Etter' })).toBeVisible();
  await expect(changes.getByRole('row').filter({ hasText: 'Navn' })).toContainText('Engelsk');
  await axe();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await expect(table.getByText('Logget inn').first()).toBeVisible();
  await select(page, 'Ressurs', 'Språk');
  await expect(table.getByText('Logget inn')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Bruker', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Arkiv' }).click();
  await expect(page.getByRole('combobox', { name: 'Ressurs', exact: true })).toHaveValue('Språk');
  await expect(page.getByText(/eldre enn 90 dager/)).toBeVisible();
  await expect(page.locator('main').getByText('Ingen treff.')).toBeVisible();
  await axe();
  await page.getByRole('tab', { name: 'Siste 90 dager' }).click();
  await expect(page).toHaveURL(/\/admin\/changelog\?/);
});
