import type { Locator, Page } from '@playwright/test';
import { expect, gotoSignedIn, signInWithToken, test, users } from '../../support/fixtures.ts';

/**
 * Defect 7: a keyboard user sees which course or book card has the focus. The ring is drawn by CSS alone, so
 * one language shows it; both languages' screens are walked by shell/accessibility-walk.spec.ts.
 */

async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The ring a keyboard user sees on the card: an outline of at least 2 px, or a box-shadow ring. */
async function focusRing(card: Locator) {
  return card.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
      shadow: style.boxShadow !== 'none' && style.boxShadow !== '',
    };
  });
}

test('course and book cards show the keyboard focus', async ({ page, baseURL }) => {
  await signInWithToken(page, baseURL!, users.head);
  await gotoSignedIn(page, '/courses');
  await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
  const card = page.getByTestId('course-card').first();
  await expect(card).toBeVisible();
  expect(await focusRing(card)).toEqual({ outline: false, shadow: false });

  const link = card.getByRole('link');
  await page.locator('body').focus();
  await tabTo(page, link);
  const ring = await focusRing(card);
  expect(ring.outline || ring.shadow).toBe(true);
  // The link is named by the card's title alone.
  await expect(link).toHaveAccessibleName((await card.getByRole('heading').textContent()) ?? '');

  await gotoSignedIn(page, '/knowledge');
  const book = page.getByTestId('book-card').first();
  await expect(book).toBeVisible();
  await page.locator('body').focus();
  await tabTo(page, book.getByRole('link'));
  const bookRing = await focusRing(book);
  expect(bookRing.outline || bookRing.shadow).toBe(true);
  // Enter opens it, like a click anywhere on the card.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('book-title')).toBeVisible();
});
