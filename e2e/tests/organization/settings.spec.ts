import { openAs } from '../../support/admin-people.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 14, the company settings (/organization/settings) as manager@ of Nordlys, in English: the spec's
 * sign-in rules on their fields (no method left; Facebook and Microsoft together), a header colour and link
 * shown in the shell at once and the colour on /login/nordlys, a logo too large or not an image refused with
 * the spec's message and a PNG kept; axe, and a phone's width. In Norsk the same screens' texts and messages
 * (see the nb test). On a server of its own: it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

const texts = {
  en: {
    settings: 'Settings',
    passwordLogin: 'E-mail and password login',
    noMethod: 'At least one authentication method must be enabled.',
    wrongLogo: 'The logo must be a PNG, JPG or GIF image of at most 1 MB.',
    saved: 'Company saved.',
    color: '#0b6e4f',
    rgb: 'rgb(11, 110, 79)',
    linkLabel: 'Nordlys intranet',
    currentLogo: 'Logo of Nordlys AS',
    removeLogo: 'Remove logo',
    noLogo: 'No logo yet.',
  },
  nb: {
    settings: 'Innstillinger',
    passwordLogin: 'Innlogging med e-post og passord',
    noMethod: 'Minst én innloggingsmetode må være aktivert.',
    wrongLogo: 'Logoen må være et PNG-, JPG- eller GIF-bilde på høyst 1 MB.',
    saved: 'Bedrift lagret.',
    currentLogo: 'Logoen til Nordlys AS',
    removeLogo: 'Fjern logoen',
    noLogo: 'Ingen logo ennå.',
  },
} as const;

/** A 1×1 PNG (a logo type). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('company settings: sign-in rules, theme in the shell and on the login page, logo (en)', async ({
  page,
  request,
  browser,
  axe,
}) => {
  const text = texts.en;
  const base = server.baseURL;
  await openAs(page, request, base, users.manager, 'en', '/organization/settings');
  await expect(page.getByRole('tab', { name: text.settings })).toHaveAttribute('aria-selected', 'true');
  const login = page.getByTestId('settings-login-form');
  await expect(login.getByRole('switch', { name: text.passwordLogin })).toBeChecked();
  await axe();

  await test.step('password login off with nothing else on: the spec message on its field', async () => {
    await login.getByRole('switch', { name: text.passwordLogin }).uncheck();
    await login.getByTestId('form-submit').click();
    await expect(login.getByText(text.noMethod)).toBeVisible();
    // On its field: the switch is described by the message.
    await expect(login.getByRole('switch', { name: text.passwordLogin })).toHaveAccessibleDescription(
      new RegExp(text.noMethod),
    );
    await axe();
    await login.getByRole('switch', { name: text.passwordLogin }).check();
  });

  await test.step('PIN, Facebook and Microsoft switches beside password; the Microsoft secret starts empty', async () => {
    for (const name of ['pin_login', 'facebook_login', 'azure_login', 'azure_tenant_id', 'azure_client_id'])
      await expect(login.getByTestId(`field-${name}`)).toHaveCount(1);
    await expect(login.getByTestId('field-azure_client_secret')).toHaveValue('');
  });

  const theme = page.getByTestId('settings-theme-form');
  await test.step('a header colour and link: in the shell at once', async () => {
    await page.getByTestId('settings-section-theme').click();
    await theme.getByTestId('field-header_color').fill(text.color);
    await theme.getByTestId('field-header_link_url').fill('https://intranet.nordlys.test');
    await theme.getByTestId('field-header_link_label').fill(text.linkLabel);
    await theme.getByTestId('form-submit').click();
    await expectSnackbar(page, text.saved);
    const header = page.getByTestId('area-header');
    // The colour is the header's background, its text in the colour that reads on it (axe below).
    await expect(header).toHaveCSS('background-color', text.rgb);
    await expect(header).toHaveCSS('color', 'rgb(255, 255, 255)');
    const link = header.getByRole('link', { name: text.linkLabel });
    await expect(link).toHaveAttribute('href', 'https://intranet.nordlys.test');
    await axe();
  });

  await test.step('the colour on the company login page, for a visitor', async () => {
    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto(`${base}/login/nordlys`);
    await expect(guest.getByTestId('guest-card-header')).toHaveCSS('background-color', text.rgb);
    await visitor.close();
  });

  await test.step('a logo too large or not an image is refused; a PNG is kept and shown', async () => {
    const file = theme.locator('input[type="file"]');
    await file.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1024 * 1024 + 1, 1),
    });
    await theme.getByTestId('form-submit').click();
    await expect(theme.getByText(text.wrongLogo)).toBeVisible();
    await file.setInputFiles({
      name: 'logo.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a logo'),
    });
    await theme.getByTestId('form-submit').click();
    await expect(theme.getByText(text.wrongLogo)).toBeVisible();
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await theme.getByTestId('form-submit').click();
    await expect(page.getByRole('img', { name: text.currentLogo })).toHaveAttribute(
      'src',
      /\/api\/v1\/media\/[0-9a-f-]{36}\//,
    );
    await expect(page.getByTestId('area-header').locator('img').first()).toHaveAttribute(
      'src',
      /\/api\/v1\/media\/[0-9a-f-]{36}\//,
    );
  });

  await test.step('the logo is removed again, from the settings and the header', async () => {
    await page.getByRole('button', { name: text.removeLogo }).click();
    await expect(page.getByText(text.noLogo)).toBeVisible();
    await expect(page.getByRole('img', { name: text.currentLogo })).toHaveCount(0);
    await expect(page.getByTestId('area-header').locator('img[src*="/api/v1/media/"]')).toHaveCount(0);
  });

  await test.step('a phone: the settings fit 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('settings-section-login').click();
    await expect(login.getByRole('switch', { name: text.passwordLogin })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await axe();
  });
});

/**
 * In Norsk, on the same screens: the tab's name, the sign-in switch's label, the refusal with no method left on
 * its field, the logo's refusal, the saved message, the logo's alternative text and its removal's button and
 * empty text; axe on the sign-in and theme sections, and the settings at a phone's width (the Norwegian labels
 * are the longer). Which switches exist, the colour and link in the shell and on the login page, and the logo in
 * the header do not depend on the language and are the English test's; so are the second logo refusal (the same
 * message for a file too large as for one not an image), axe with the sign-in refusal shown (the same section
 * with one message more, which is checked on its field by name) and axe at a phone's width.
 */
test('company settings: the Norwegian texts of the sign-in rules, the theme and the logo (nb)', async ({
  page,
  request,
  axe,
}) => {
  const text = texts.nb;
  await openAs(page, request, server.baseURL, users.manager, 'nb', '/organization/settings');
  await expect(page.getByRole('tab', { name: text.settings })).toHaveAttribute('aria-selected', 'true');
  const login = page.getByTestId('settings-login-form');
  const passwordLogin = login.getByRole('switch', { name: text.passwordLogin });
  await expect(passwordLogin).toBeChecked();
  await axe();

  await passwordLogin.uncheck();
  await login.getByTestId('form-submit').click();
  await expect(login.getByText(text.noMethod)).toBeVisible();
  await expect(passwordLogin).toHaveAccessibleDescription(new RegExp(text.noMethod));
  await passwordLogin.check();

  const theme = page.getByTestId('settings-theme-form');
  await page.getByTestId('settings-section-theme').click();
  const file = theme.locator('input[type="file"]');
  await file.setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('not a logo') });
  await theme.getByTestId('form-submit').click();
  await expect(theme.getByText(text.wrongLogo)).toBeVisible();
  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await theme.getByTestId('form-submit').click();
  await expectSnackbar(page, text.saved);
  await expect(page.getByRole('img', { name: text.currentLogo })).toBeVisible();
  await axe();

  await page.getByRole('button', { name: text.removeLogo }).click();
  await expect(page.getByText(text.noLogo)).toBeVisible();
  await expect(page.getByRole('img', { name: text.currentLogo })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('settings-section-login').click();
  await expect(passwordLogin).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
});
