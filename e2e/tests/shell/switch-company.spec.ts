import { companyScope, companyUuid } from '../../support/api.ts';
import { expect, gotoSignedIn, signIn, test, users } from '../../support/fixtures.ts';

/** Polish: a user in several companies switches company from the user menu, without signing out. */
const texts = {
  en: {
    learning: (company: string) => `You are learning with ${company}.`,
    nordlysCourse: 'Workplace Safety',
  },
  nb: {
    learning: (company: string) => `Du lærer hos ${company}.`,
    nordlysCourse: 'Sikkerhet på arbeidsplassen',
  },
} as const;
const fjordCourse = { en: 'Information Security Basics', nb: 'Grunnleggende informasjonssikkerhet' } as const;

for (const language of ['en', 'nb'] as const) {
  test(`multi@ switches from Nordlys AS to Fjord Logistics in the user menu (${language})`, async ({
    page,
    baseURL,
    request,
    axe,
  }) => {
    const text = texts[language];
    await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
    await signIn(page, users.multi);
    await expect(page).toHaveURL(/\/select-company/);
    await page.getByTestId('company-option').filter({ hasText: 'Nordlys AS' }).click();
    await expect(page.getByText(text.learning('Nordlys AS'))).toBeVisible();
    await expect(page.getByTestId('dashboard-ongoing')).toContainText(text.nordlysCourse);
    const token = await page.evaluate(() => sessionStorage.getItem('access_token'));

    await gotoSignedIn(page, '/courses');
    await page.getByTestId('user-menu').click();
    const nordlys = page.getByRole('menuitemradio', { name: 'Nordlys AS' });
    const fjord = page.getByRole('menuitemradio', { name: 'Fjord Logistics' });
    await expect(nordlys).toHaveAttribute('aria-checked', 'true');
    await expect(fjord).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    await axe();
    await fjord.click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(text.learning('Fjord Logistics'))).toBeVisible();
    // The data is Fjord's now: its course, not Nordlys's.
    await expect(page.getByTestId('dashboard-ongoing')).toContainText(fjordCourse[language]);
    await expect(page.getByTestId('dashboard-ongoing')).not.toContainText(text.nordlysCourse);
    const fjordUuid = await companyUuid(request, baseURL!, 'fjord');
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('access_token'),
        sessionStorage.getItem('context_scope'),
      ]),
    ).toEqual([token, companyScope(fjordUuid)]);

    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitemradio', { name: 'Fjord Logistics' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
}

test('a user of one company is not offered a switch', async ({ page }) => {
  await signIn(page, users.head);
  await expect(page).toHaveURL(/\/home/);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitemradio')).toHaveCount(0);
});
