import { userContract } from '@academy/contracts/entities/user';
import { openAs } from '../../support/admin-people.ts';
import { listResource } from '../../support/api-call.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';

/**
 * Issue 23 §3, a company's API keys (/organization/integrations) as manager@ of Nordlys: a key made in the
 * browser is shown once, works against the API as the company (its people, not Fjord's) within its permission,
 * and stops working once revoked. On a server of its own: it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

test('an API key: made in the browser, used by another system, revoked', async ({ page, request, axe }) => {
  const base = server.baseURL;
  await openAs(page, request, base, users.manager, 'en', '/organization/integrations');
  const card = page.getByTestId('integration-api-keys');
  await expect(card.getByRole('heading', { name: 'API keys', exact: true })).toBeVisible();

  await card.getByTestId('api-key-create').click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByTestId('api-key-name').fill('Payroll sync');
  await dialog.getByLabel('Read people').check();
  await axe();
  await dialog.getByTestId('api-key-submit').click();
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText(/shown only this once/)).toBeVisible();
  const key = (await shown.getByTestId('api-key-secret').textContent())?.trim() ?? '';
  expect(key).toMatch(/^ak_[0-9a-f]{12}_/);
  await axe();
  await shown.getByTestId('api-key-done').click();
  await expect(shown).toBeHidden();

  const row = card.getByTestId('api-key-row').filter({ hasText: 'Payroll sync' });
  await expect(row.getByTestId('api-key-status')).toHaveText('Active');
  await expect(card).not.toContainText(key);

  const headers = { authorization: `Bearer ${key}` };
  const people = await listResource({ request, baseURL: base, token: key }, userContract, { per_page: 100 });
  const emails = people.items.map((item) => item.email);
  expect(emails).toContain(users.learner);
  expect(emails).not.toContain(users.fjordLearner);
  expect((await request.get(`${base}/api/v1/enrollments`, { headers })).status()).toBe(403);

  await row.getByTestId('api-key-revoke').click();
  await page.getByTestId('api-key-revoke-confirm').click();
  await expect(row.getByTestId('api-key-status')).toHaveText('Revoked');
  expect((await request.get(`${base}/api/v1/users`, { headers })).status()).toBe(401);
});
