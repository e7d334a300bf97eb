import { userContract } from '@academy/contracts/entities/user';
import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiCaller, contextUser, updateResource } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, signInWithToken, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';

/**
 * Issue 13, the tenant settings (/admin/tenant/update): as admin@, in English and Norsk, a new name shows in the
 * shell's header at once, a logo of the wrong type and a bad tag manager id are refused with the spec's
 * messages, a PNG logo is kept and shown in the header; axe on the screen. On a server of its own: it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

type Language = 'en' | 'nb';
const server = ownServer();

const texts = {
  en: {
    title: 'Tenant settings',
    newName: 'Nordic Academy',
    wrongLogo: 'The logo must be a PNG, JPG or GIF image of at most 1 MB.',
    notAnImage: 'File was not of an allowed filetype.',
    badGtm: 'The tag manager id must be GTM- followed by upper-case letters and digits.',
    saved: 'Tenant saved.',
    area: 'Administration',
    currentLogo: 'Current logo',
  },
  nb: {
    title: 'Innstillinger for akademiet',
    newName: 'Nordisk akademi',
    wrongLogo: 'Logoen må være et PNG-, JPG- eller GIF-bilde på høyst 1 MB.',
    notAnImage: 'Filen var ikke av en tillatt filtype.',
    badGtm: 'Tag Manager-ID-en må være GTM- etterfulgt av store bokstaver og sifre.',
    saved: 'Akademi lagret.',
    area: 'Administrasjon',
    currentLogo: 'Nåværende logo',
  },
} as const;

/** A 1×1 PNG (a logo type), and a text file that claims nothing. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs admin@ in with the account and the browser set to the language, and opens the path. */
async function openAsAdmin(page: Page, request: APIRequestContext, language: Language, path: string) {
  const base = server.baseURL;
  const admin: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.admin) };
  await updateResource(admin, userContract, (await contextUser(admin)).uuid, {
    preferred_language: language,
  });
  await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
  await signInWithToken(page, base, users.admin);
  await page.goto(`${base}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

for (const language of ['en', 'nb'] as const) {
  const text = texts[language];

  test(`tenant settings: name in the shell at once, logo and tag manager id checked (${language})`, async ({
    page,
    request,
    axe,
  }) => {
    await openAsAdmin(page, request, language, '/admin/tenant/update');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByTestId('field-name')).not.toHaveValue('');
    await axe();
    const form = page.getByTestId('tenant-form');

    await test.step('a logo of the wrong type is refused with the spec message', async () => {
      await form.locator('input[type="file"]').setInputFiles({
        name: 'logo.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a logo'),
      });
      await page.getByTestId('form-submit').click();
      await expect(form.getByText(text.wrongLogo)).toBeVisible();
      await axe();
    });

    await test.step('a file that only claims to be a PNG is refused by the server, on its field', async () => {
      await form.locator('input[type="file"]').setInputFiles({
        name: 'fake.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not an image at all'),
      });
      await page.getByTestId('form-submit').click();
      await expect(form.getByText(text.notAnImage)).toBeVisible();
    });

    await test.step('a bad tag manager id is refused with the spec message', async () => {
      await form
        .locator('input[type="file"]')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
      await page.getByTestId('field-gtm_id').fill('gtm-lower');
      await page.getByTestId('form-submit').click();
      await expect(form.getByText(text.badGtm)).toBeVisible();
      await expect(form.getByText(text.wrongLogo)).toHaveCount(0);
    });

    await test.step('a new name and a PNG logo show in the header at once', async () => {
      await page.getByTestId('field-gtm_id').fill('GTM-AB12CD');
      await page.getByTestId('field-name').fill(text.newName);
      await page.getByTestId('form-submit').click();
      await expect(page.getByTestId('snackbar').filter({ hasText: text.saved }).first()).toBeVisible();
      const brand = page
        .getByRole('banner')
        .getByRole('link', { name: new RegExp(`^${text.newName} · ${text.area}`) });
      await expect(brand).toBeVisible();
      await expect(brand.locator('img')).toHaveAttribute(
        'src',
        /\/api\/v1\/media\/[0-9a-f-]{36}\/original\?/,
      );
      await expect(page.getByRole('img', { name: text.currentLogo })).toBeVisible();
      await expect(page.getByTestId('field-gtm_id')).toHaveValue('GTM-AB12CD');
      await expect(page).toHaveTitle(new RegExp(`^${text.newName} - `));
      await axe();
    });
  });
}
