import type { Locator } from '@playwright/test';

type Language = 'en' | 'nb';

/** A day ('YYYY-MM-DD') as the app shows it to a reader (issue 22): 14.03.2031 in nb, 2031-03-14 in en. */
export const shownDate = (isoDay: string, language: Language): string =>
  language === 'nb' ? isoDay.split('-').reverse().join('.') : isoDay;

/**
 * Types a day into a date field (the app's DateField) as its reader writes it; '' empties the field. The
 * field is left afterwards, which closes its calendar (it would cover what is clicked next) and shows the
 * day as the field formats it.
 */
export async function typeDate(field: Locator, isoDay: string, language: Language): Promise<void> {
  await field.fill(isoDay === '' ? '' : shownDate(isoDay, language));
  await field.blur();
}
