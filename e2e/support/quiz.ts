import { expect, type Page } from '@playwright/test';
import { correctAlternatives, wrongAlternative } from './seed-answers.ts';

/**
 * Answers every question of the open examination, right or wrong, moving with the quiz's own navigation,
 * then submits on the submit step and waits for the results page.
 */
export async function answerQuiz(page: Page, mode: 'right' | 'wrong'): Promise<void> {
  await expect(page.getByTestId('question-card')).toBeVisible();
  const total = await page
    .getByTestId('question-navigation')
    .getByRole('button', { name: /^(Question|Spørsmål) \d+/ })
    .count();
  for (let index = 0; index < total; index += 1) {
    const card = page.getByTestId('question-card');
    const text = (await card.getByTestId('question-text').textContent())?.trim() ?? '';
    const choices = mode === 'right' ? correctAlternatives(text) : [wrongAlternative(text)];
    for (const choice of choices) await card.getByLabel(choice, { exact: true }).check();
    await page.getByTestId('next-question').click();
  }
  await expect(page.getByTestId('submit-step')).toBeVisible();
  await page.getByTestId('submit-examination').click();
  await expect(page).toHaveURL(/\/examination\/[0-9a-f-]+\/results$/);
  await expect(page.getByTestId('results-outcome')).toBeVisible();
}
