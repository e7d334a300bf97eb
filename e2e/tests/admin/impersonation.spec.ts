import { companyContract } from '@academy/contracts/entities/company';
import { incidentContract } from '@academy/contracts/entities/incident';
import { userContract } from '@academy/contracts/entities/user';
import { idOf, openAs } from '../../support/admin-people.ts';
import { listResource } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 14, impersonation (spec §1, §6): from Nordlys' company page an administrator opens the organization
 * area in Nordlys' scope — the dashed orange border says so — and a change made meanwhile is audited with the
 * company acted in; ending it from the border removes the border. From a person's page the academy opens as
 * that person, and ends the same way. As admin@ in English, with axe on each screen; in Norsk super@ goes the
 * same way for the texts (see the nb test). On a server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

test(`impersonation: a company's organization area and a person's academy, audited, ended from the border (en)`, async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  const nordlysId = await idOf(request, base, companyContract, { search: 'Nordlys' });
  const leneId = await idOf(request, base, userContract, { search: 'Lene' });
  await openAs(page, request, base, users.admin, 'en', `/admin/companies/${nordlysId}`);
  const border = page.getByTestId('impersonation-border');
  await expect(page.getByTestId('resource-page-title')).toHaveText('Nordlys AS');
  await expect(border).toHaveCount(0);

  await test.step('the organization area in Nordlys’ scope, with the dashed border', async () => {
    await page.getByRole('button', { name: 'Act as Nordlys AS' }).click();
    await page.getByRole('menuitem', { name: 'Open the organization area' }).click();
    await expect(page).toHaveURL(/\/organization$/);
    await expect(border).toBeVisible();
    await expect(border).toHaveCSS('border-top-style', 'dashed');
    await expect(page.getByText('Acting as Nordlys AS')).toBeVisible();
    await expect(page.getByTestId('resource-page-title')).toHaveText('Nordlys AS');
    await axe();
  });

  await test.step('a change made meanwhile is audited with the administrator and the company', async () => {
    await page.goto(`${base}/admin/companies/${nordlysId}`);
    await expect(border).toBeVisible();
    await page.getByTestId('field-header_link_label').fill('Intranett en');
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, 'Company saved.');
    const token = await apiToken(request, base, users.admin);
    const { items } = await listResource({ request, baseURL: base, token }, incidentContract, {
      'filter[event]': 'companies.updated',
      sort: '-created_at',
      per_page: 1,
    });
    expect(items[0].data).toMatchObject({ acting_as: { type: 'company', name: 'Nordlys AS' } });
  });

  await test.step('ended from the border', async () => {
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(border).toHaveCount(0);
  });

  await test.step('the academy as a person, ended the same way', async () => {
    await page.goto(`${base}/admin/users/${leneId}`);
    await page.getByRole('button', { name: 'Act as Lene Larsen' }).click();
    await page.getByRole('menuitem', { name: 'Open the academy' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(border).toBeVisible();
    await expect(page.getByText('Acting as Lene Larsen')).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(border).toHaveCount(0);
  });
});

/**
 * In Norsk, as super@ (so the super-administrator's way in stays tested too), on the same screens: the act-as
 * button and its menu, the border's "Opptrer som …" and its end button, with axe in the organization area and
 * the academy acted in. The change made meanwhile and its audit do not depend on the language and are the
 * English test's ("Bedrift lagret." is the company form's message, which organization/settings checks in Norsk).
 */
test('impersonation: the Norwegian texts of the act-as menu and the border (nb)', async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  const nordlysId = await idOf(request, base, companyContract, { search: 'Nordlys' });
  const leneId = await idOf(request, base, userContract, { search: 'Lene' });
  await openAs(page, request, base, users.super, 'nb', `/admin/companies/${nordlysId}`);
  const border = page.getByTestId('impersonation-border');

  await page.getByRole('button', { name: 'Opptre som Nordlys AS' }).click();
  await page.getByRole('menuitem', { name: 'Åpne organisasjonsområdet' }).click();
  await expect(page).toHaveURL(/\/organization$/);
  await expect(page.getByText('Opptrer som Nordlys AS')).toBeVisible();
  await expect(page.getByTestId('resource-page-title')).toHaveText('Nordlys AS');
  await axe();
  await page.getByRole('button', { name: 'Avslutt' }).click();
  await expect(border).toHaveCount(0);

  await page.goto(`${base}/admin/users/${leneId}`);
  await page.getByRole('button', { name: 'Opptre som Lene Larsen' }).click();
  await page.getByRole('menuitem', { name: 'Åpne akademiet' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Opptrer som Lene Larsen')).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Avslutt' }).click();
  await expect(border).toHaveCount(0);
});
