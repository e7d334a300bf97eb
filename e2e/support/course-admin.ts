import type { Page } from '@playwright/test';

/**
 * Steps the admin course and course-variant specs share: admin@ signed in with the account and the browser in
 * a language, a reference select, the delete modal, and a table's linked rows (API calls: api-call.ts).
 */
export type { Language } from './admin-screens.ts';
// admin@ in a language, as every admin screen spec opens it (admin-screens.ts).
export { openAsAdmin } from './admin-screens.ts';
export { choose, confirmWith as confirmDelete, settled } from './widgets.ts';

/** The names of a table's linked rows, in order (LinkedItems). */
export const linkedNames = (page: Page, testId: string) =>
  page.getByTestId(testId).getByTestId('linked-item').getByRole('link');
