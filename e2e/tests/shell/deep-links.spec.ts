import { courseUuid } from '../../support/demo-courses.ts';
import { expect, signIn, test, users } from '../../support/fixtures.ts';

/**
 * A link opened while signed out (a course page, a mail's certificate or reminder link) survives sign-in,
 * also through select-company; the return address is only ever a path of this application.
 */
const locales = [
  { locale: 'en-US', courseTitle: 'Workplace Safety', certificates: 'Certificates' },
  { locale: 'nb-NO', courseTitle: 'Sikkerhet på arbeidsplassen', certificates: 'Kursbevis' },
] as const;

for (const { locale, courseTitle, certificates } of locales) {
  test.describe(`deep links (${locale})`, () => {
    // The browser's language, not a pick on the page: no account's preference is changed by these tests.
    test.use({ locale });

    test('a course link opened signed out lands on the course after sign-in', async ({
      page,
      baseURL,
      request,
    }) => {
      const uuid = await courseUuid(request, baseURL!, 'WS-101');
      await page.goto(`/courses/${uuid}`);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/courses/${uuid}`)}`);
      await signIn(page, users.head, undefined, page.url().replace(baseURL!, ''));
      await expect(page).toHaveURL(`/courses/${uuid}`);
      await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
    });

    test('the certificates link of the completion mail lands on the certificates', async ({ page }) => {
      await page.goto('/certificates');
      await expect(page).toHaveURL('/login?redirect=%2Fcertificates');
      await signIn(page, users.head, undefined, '/login?redirect=%2Fcertificates');
      await expect(page).toHaveURL('/certificates');
      await expect(page.getByRole('heading', { level: 1, name: certificates })).toBeVisible();
    });

    test('a user of two companies chooses one, then lands on the page asked for', async ({
      page,
      baseURL,
      request,
    }) => {
      // multi@ is enrolled in IS-201 in Fjord Logistics.
      const uuid = await courseUuid(request, baseURL!, 'IS-201');
      await page.goto(`/courses/${uuid}?tab=lessons`);
      const login = `/login?redirect=${encodeURIComponent(`/courses/${uuid}?tab=lessons`)}`;
      await expect(page).toHaveURL(login);
      await signIn(page, users.multi, undefined, login);
      await expect(page).toHaveURL(
        `/select-company?redirect=${encodeURIComponent(`/courses/${uuid}?tab=lessons`)}`,
      );
      await page.getByTestId('company-option').filter({ hasText: 'Fjord Logistics' }).click();
      await expect(page).toHaveURL(`/courses/${uuid}?tab=lessons`);
      await expect(page.getByTestId('not-found-state')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}

test.describe('never an open redirect', () => {
  const attempts = [
    '//evil.example/x',
    'https://evil.example/x',
    '/\\evil.example',
    '/%09/evil.example',
    'javascript:alert(document.domain)',
    '/login',
  ];
  for (const attempt of attempts) {
    test(`sign-in with redirect=${attempt} stays on the dashboard`, async ({ page, baseURL }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      // Encoded once by the test: `/%09/…` arrives as a tab in the parameter's value.
      const value = attempt === '/%09/evil.example' ? '/\t/evil.example' : attempt;
      await signIn(page, users.head, undefined, `/login?redirect=${encodeURIComponent(value)}`);
      await expect(page).toHaveURL(`${baseURL}/home`);
      await expect(page.getByTestId('greeting')).toBeVisible();
      expect(dialogs).toEqual([]);
    });
  }

  test('a signed-in user sent to sign-in goes on to a safe redirect only', async ({ page, baseURL }) => {
    await signIn(page, users.head);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/login?redirect=%2Fcertificates');
    await expect(page).toHaveURL('/certificates');
    await page.goto(`/login?redirect=${encodeURIComponent('//evil.example')}`);
    await expect(page).toHaveURL(`${baseURL}/home`);
  });
});
