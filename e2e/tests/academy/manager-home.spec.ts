import { expect, signInWithToken, test, users } from '../../support/fixtures.ts';

/**
 * Home lists the user's own enrollments for every role. manager@ manages Nordlys, whose learners are also
 * enrolled in Information Security Basics (Sales) and Customer Service Excellence (learner@); the manager is
 * enrolled only through the whole company, in Workplace Safety.
 */
const locales = [
  {
    locale: 'en-US',
    own: 'Workplace Safety',
    others: ['Information Security Basics', 'Customer Service Excellence'],
  },
  { locale: 'nb-NO', own: 'Sikkerhet på arbeidsplassen', others: ['Grunnleggende informasjonssikkerhet'] },
] as const;

for (const { locale, own, others } of locales) {
  test.describe(`manager home (${locale})`, () => {
    test.use({ locale });

    test('shows only the manager’s own on-going course, which they can start', async ({ page, baseURL }) => {
      await signInWithToken(page, baseURL!, users.manager);
      await page.goto('/home');
      const ongoing = page.getByTestId('dashboard-ongoing');
      const cards = ongoing.getByTestId('course-card');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(own);
      for (const title of others) await expect(ongoing).not.toContainText(title);
      // The course behind the card is the manager's to take: its first quiz starts.
      await cards.first().getByRole('link', { name: own }).click();
      await expect(page.getByTestId('variant-title')).toHaveText(own);
      await page.getByTestId('lesson-quiz-button').first().click();
      await expect(page).toHaveURL(/\/examination\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('not-found-state')).toHaveCount(0);
      await expect(page.getByTestId('snackbar')).toHaveCount(0);
    });

    test('an administrator enrolled nowhere has no on-going course', async ({ page, baseURL }) => {
      await signInWithToken(page, baseURL!, users.admin);
      await page.goto('/home');
      const ongoing = page.getByTestId('dashboard-ongoing');
      await expect(
        ongoing.getByText(locale === 'en-US' ? /no on-going courses/i : /ingen pågående kurs/i),
      ).toBeVisible();
      await expect(ongoing.getByTestId('course-card')).toHaveCount(0);
    });
  });
}
