import { readFile } from 'node:fs/promises';
import { qualificationContract } from '@academy/contracts/entities/qualification';
import type { Page } from '@playwright/test';
import { openAs, settled } from '../../support/admin-people.ts';
import { firstItem } from '../../support/api-call.ts';
import { apiToken, courseUuid } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { parseCsv } from '../../support/spreadsheets.ts';

/**
 * Issue 21 §6, the demo with its history (DEMO_HISTORY=1, as `npm start` seeds it): manager@ opens the
 * organization and finds Nordlys's 40 learners with certified, expiring and expired people in the insights, a
 * course's learners, and a report full of rows; admin@ finds non-zero statistics, the enrollments timeline and
 * the qualifications list filled. In English, then a short look at the Norwegian texts of the insights. On a
 * server of its own seeded fresh with the history (the run's template has none), and it writes a report.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer({ env: { DEMO_HISTORY: '1' }, fresh: true });

/** The figures of a course's row in the insights table, by column test id. */
const figure = (page: Page, code: string, name: string) =>
  page.getByTestId('course-insight').filter({ hasText: code }).getByTestId(`figure-${name}`);

test('the demo history: insights, a course, a report, statistics, the timeline and qualifications (en)', async ({
  page,
  browser,
  request,
  axe,
}) => {
  const base = server.baseURL;
  await openAs(page, request, base, users.manager, 'en', '/organization');

  // Workplace Safety goes to the whole company: all 40 of Nordlys, with the history's certificates in it.
  await expect(figure(page, 'WS-101', 'learners')).toHaveText('40');
  await expect(figure(page, 'WS-101', 'expiring')).toHaveText('4');
  await expect(figure(page, 'WS-101', 'expired')).toHaveText('7');
  await expect(figure(page, 'WS-101', 'completed')).not.toHaveText('0');
  await expect(figure(page, 'IS-201', 'in_progress')).not.toHaveText('0');
  await expect(figure(page, 'CS-301', 'not_started')).not.toHaveText('0');
  await expect(page.getByRole('columnheader', { name: 'Expiring' })).toBeVisible();
  await axe();

  // The course's own page lists its learners with their standing.
  const safety = await courseUuid(request, base, 'WS-101');
  await page.getByTestId('course-insight').filter({ hasText: 'WS-101' }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/organization/courses/${safety}$`));
  const learners = page.getByTestId('learners-table').locator('tbody tr');
  await expect.poll(() => learners.count()).toBeGreaterThanOrEqual(10);
  await expect(page.getByTestId('learners-table')).toContainText('@nordlys.academy.test');

  // A CSV report of the whole company holds the history's standings.
  await page.goto(`${base}/organization/reports`);
  await page.getByTestId('create').click();
  const dialog = page.getByRole('dialog', { name: 'Create report' });
  await expect(dialog).toBeVisible();
  await settled(page, '.mantine-Modal-content');
  const name = `History ${Date.now()}`;
  await dialog.getByTestId('field-name').fill(name);
  await dialog.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: 'CSV', exact: true }).click();
  await dialog.getByRole('button', { name: 'Create and start' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('resource-table').getByRole('row').filter({ hasText: name });
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Download:/ }).click(),
  ]);
  const rows = parseCsv((await readFile((await download.path())!)).toString('utf8'));
  const historyRows = rows.slice(1).filter((cells) => cells[2]?.endsWith('@nordlys.academy.test'));
  expect(historyRows.length).toBeGreaterThan(60);

  // The administrator's statistics of the last twelve months are not zero, nor is the timeline empty.
  // In a browser context of their own: the manager's session stays in the first.
  const admin = await (await browser.newContext({ baseURL: base })).newPage();
  await openAs(admin, request, base, users.admin, 'en', '/admin/statistics');
  await expect(admin.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  for (const kpi of ['certificates', 'examinations', 'active-learners', 'expiring', 'enrollments']) {
    await expect(admin.getByTestId(`kpi-${kpi}`).getByTestId('kpi-value')).not.toHaveText(/^0%?$/);
  }
  await axe(admin);
  await admin.getByRole('link', { name: 'Enrollments timeline' }).click();
  await expect(admin).toHaveURL(/\/admin\/enrollments\/timeline$/);
  await expect.poll(() => admin.getByTestId('timeline-row').count()).toBeGreaterThanOrEqual(10);
  await expect(admin.getByTestId('timeline-grid').locator('[data-state="active"]').first()).toBeVisible();

  await admin.goto(`${base}/admin/qualifications`);
  const qualifications = admin.getByTestId('resource-table').locator('tbody tr');
  await expect.poll(() => qualifications.count()).toBeGreaterThanOrEqual(10);
  await admin.context().close();
});

test('the demo history in Norwegian: the insights name expiring and expired certificates (nb)', async ({
  page,
  request,
}) => {
  await openAs(page, request, server.baseURL, users.manager, 'nb', '/organization');
  await expect(page.getByRole('columnheader', { name: 'Utløper snart' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Utløpt' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Ikke startet' })).toBeVisible();
  await expect(figure(page, 'WS-101', 'expiring')).toHaveText('4');

  // A person whose certificate has lapsed reads expired on their page too, as in the insights (decisions.md
  // "Qualification status").
  const manager = {
    request,
    baseURL: server.baseURL,
    token: await apiToken(request, server.baseURL, users.manager),
  };
  const lapsed = await firstItem(manager, qualificationContract, { 'filter[status]': 'expired' });
  await page.goto(`${server.baseURL}/organization/users/${lapsed.user?.id}`);
  await page.getByRole('tab', { name: 'Kurs', exact: true }).click();
  await expect(page.getByTestId('user-standing').getByText('Utløpt', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('user-standing')).not.toContainText('Expired');
});
