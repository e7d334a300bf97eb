import { expect, type Page } from '@playwright/test';

/** Ways to work the product's shared widgets (selects, the confirm-action modal) as a person does. */

/** Waits until a Mantine transition (modal, dropdown) has finished, so axe reads colours as painted. */
export async function settled(page: Page, selector: string): Promise<void> {
  await expect(page.locator(selector).first()).toHaveCSS('opacity', '1');
}

/** Types into a searched select (a reference select, single or multiple) and picks the option that matches. */
export async function choose(
  page: Page,
  label: string,
  search: string,
  option: RegExp | string,
): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** Picks an option of a plain select (a filter, the role). */
export async function select(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types the word the confirm-action modal asks for and confirms; `axe` checks the open modal first. */
export async function confirmWith(page: Page, word: string, axe?: () => Promise<void>): Promise<void> {
  await expect(page.getByTestId('confirm-action-input')).toBeVisible();
  await settled(page, '.mantine-Modal-content');
  if (axe) await axe();
  await page.getByTestId('confirm-action-input').fill(word);
  await page.getByTestId('confirm-action-submit').click();
}
