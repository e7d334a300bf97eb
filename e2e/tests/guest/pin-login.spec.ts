import { companyContract } from '@academy/contracts/entities/company';
import { userContract } from '@academy/contracts/entities/user';
import { openAs } from '../../support/admin-people.ts';
import { companyUuid } from '../../support/api.ts';
import { type ApiCaller, firstItem, updateResource } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';

/**
 * Issue 25, PIN codes: manager@ of Nordlys issues a code in learner@'s integrations tab (shown once), and
 * learner@ signs in with it through the sign-in page's PIN option. On a server of its own: it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

test('a manager issues a PIN code and the person signs in with it (en)', async ({
  page,
  browser,
  request,
  axe,
}) => {
  const base = server.baseURL;
  const manager: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.manager) };
  await updateResource(manager, companyContract, await companyUuid(request, base, 'nordlys'), {
    settings: { pin_login: true },
  });
  const learner = await firstItem(manager, userContract, { search: users.learner });

  await openAs(page, request, base, users.manager, 'en', `/organization/users/${learner.uuid}/integrations`);
  const card = page.getByTestId('user-login-codes');
  await expect(card.getByRole('heading', { name: 'PIN codes', exact: true })).toBeVisible();
  await expect(card.getByText('No active PIN codes')).toBeVisible();

  await card.getByTestId('login-code-issue').click();
  const dialog = page.getByRole('dialog', { name: 'Issue a PIN code' });
  await expect(dialog.getByLabel('Single-use')).toBeChecked();
  await axe();
  await dialog.getByTestId('login-code-submit').click();
  const shown = page.getByRole('dialog', { name: 'PIN code issued' });
  await expect(shown.getByText(/will not be shown again/)).toBeVisible();
  const code = (await shown.getByTestId('login-code-value').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{8}$/);
  await shown.getByTestId('login-code-done').click();
  await expect(shown).toBeHidden();

  const row = card.getByTestId('login-code-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Single-use');
  await expect(row).toContainText('Not used yet');
  await expect(card).not.toContainText(code);

  // The person, in a browser of their own, signs in on /login with the PIN option.
  const guest = await browser.newContext({ baseURL: base });
  const learnerPage = await guest.newPage();
  await learnerPage.goto(`${base}/login`);
  await learnerPage.getByRole('link', { name: 'Sign in with a PIN code' }).click();
  await expect(learnerPage).toHaveURL(/\/login\?method=code$/);
  const form = learnerPage.getByRole('form', { name: 'PIN code sign-in form' });
  await expect(form.getByRole('heading', { name: 'Sign in with a PIN code' })).toBeVisible();
  await form.getByLabel(/^E-mail/).fill(users.learner);
  await form.getByLabel(/^PIN code/).fill(code);
  await form.getByRole('button', { name: 'Sign in with code' }).click();
  await expect(learnerPage).toHaveURL(/\/home/);
  await expect(learnerPage.getByTestId('greeting')).toBeVisible();
  await guest.close();

  // Single-use: it is gone from the person's active codes.
  await page.reload();
  await expect(card.getByText('No active PIN codes')).toBeVisible();
});

test('in Norwegian, the PIN option, its forms and a refused code read in Norwegian', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'nb'));
  await page.goto(`${server.baseURL}/login`);
  await page.getByRole('link', { name: 'Logg inn med PIN-kode' }).click();
  const form = page.getByRole('form', { name: 'Skjema for innlogging med PIN-kode' });
  await expect(form.getByRole('heading', { name: 'Logg inn med PIN-kode' })).toBeVisible();
  await form.getByLabel(/^E-post/).fill('nobody.at.all@academy.test');
  await form.getByLabel(/^PIN-kode/).fill('12345678');
  await form.getByRole('button', { name: 'Logg inn med kode' }).click();
  await expect(form.getByLabel(/^PIN-kode/)).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('E-postadressen eller koden stemmer ikke, eller koden er brukt eller utløpt.').first(),
  ).toBeVisible();

  await form.getByRole('button', { name: 'Send meg en kode' }).click();
  await expect(page.getByRole('heading', { name: 'Få en kode på e-post' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send kode' })).toBeVisible();
  await page.getByRole('button', { name: 'Jeg har en kode' }).click();
  await page.getByRole('button', { name: 'Tilbake til innlogging med passord' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/^Passord/)).toBeVisible();
});
