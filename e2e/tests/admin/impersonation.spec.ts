import { callApi, idOf, type Language, openAs } from '../../support/admin-people.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 14, impersonation (spec §1, §6): from Nordlys' company page an administrator opens the organization
 * area in Nordlys' scope — the dashed orange border says so — and a change made meanwhile is audited with the
 * company acted in; ending it from the border removes the border. From a person's page the academy opens as
 * that person, and ends the same way. As admin@ in English and super@ in Norsk, with axe on each screen. On a
 * server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

const texts = {
  en: {
    who: users.admin,
    actAs: (name: string) => `Act as ${name}`,
    organization: 'Open the organization area',
    academy: 'Open the academy',
    acting: (name: string) => `Acting as ${name}`,
    stop: 'Stop',
    linkText: 'Header link text',
    saved: 'Company saved.',
  },
  nb: {
    who: users.super,
    actAs: (name: string) => `Opptre som ${name}`,
    organization: 'Åpne organisasjonsområdet',
    academy: 'Åpne akademiet',
    acting: (name: string) => `Opptrer som ${name}`,
    stop: 'Avslutt',
    linkText: 'Tekst for lenken i toppfeltet',
    saved: 'Bedrift lagret.',
  },
} as const;

type Incident = { event: string; target: string | null; data: Record<string, unknown> };

for (const language of ['en', 'nb'] as const satisfies readonly Language[]) {
  const text = texts[language];

  test(`impersonation: a company's organization area and a person's academy, audited, ended from the border (${language})`, async ({
    page,
    request,
    axe,
  }) => {
    const base = server.baseURL;
    const nordlysId = await idOf(request, base, 'companies', 'search=Nordlys');
    const leneId = await idOf(request, base, 'users', 'search=Lene');
    await openAs(page, request, base, text.who, language, `/admin/companies/${nordlysId}`);
    const border = page.getByTestId('impersonation-border');
    await expect(page.getByTestId('resource-page-title')).toHaveText('Nordlys AS');
    await expect(border).toHaveCount(0);

    await test.step('the organization area in Nordlys’ scope, with the dashed border', async () => {
      await page.getByRole('button', { name: text.actAs('Nordlys AS') }).click();
      await page.getByRole('menuitem', { name: text.organization }).click();
      await expect(page).toHaveURL(/\/organization$/);
      await expect(border).toBeVisible();
      await expect(border).toHaveCSS('border-top-style', 'dashed');
      await expect(page.getByText(text.acting('Nordlys AS'))).toBeVisible();
      await expect(page.getByTestId('resource-page-title')).toHaveText('Nordlys AS');
      await axe();
    });

    await test.step('a change made meanwhile is audited with the administrator and the company', async () => {
      await page.goto(`${base}/admin/companies/${nordlysId}`);
      await expect(border).toBeVisible();
      await page.getByTestId('field-header_link_label').fill(`Intranett ${language}`);
      await page.getByTestId('form-submit').click();
      await expectSnackbar(page, text.saved);
      const token = await apiToken(request, base, users.admin);
      const { items } = await callApi<{ items: Incident[] }>(
        request,
        base,
        token,
        'GET',
        'incidents?filter[event]=companies.updated&sort=-created_at&per_page=1',
      );
      expect(items[0].data).toMatchObject({ acting_as: { type: 'company', name: 'Nordlys AS' } });
    });

    await test.step('ended from the border', async () => {
      await page.getByRole('button', { name: text.stop }).click();
      await expect(border).toHaveCount(0);
    });

    await test.step('the academy as a person, ended the same way', async () => {
      await page.goto(`${base}/admin/users/${leneId}`);
      await page.getByRole('button', { name: text.actAs('Lene Larsen') }).click();
      await page.getByRole('menuitem', { name: text.academy }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(border).toBeVisible();
      await expect(page.getByText(text.acting('Lene Larsen'))).toBeVisible();
      await axe();
      await page.getByRole('button', { name: text.stop }).click();
      await expect(border).toHaveCount(0);
    });
  });
}
