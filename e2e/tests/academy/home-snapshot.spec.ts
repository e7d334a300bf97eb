import { HOME_SNAPSHOT_ELEMENT_ID, HOME_SNAPSHOT_KEY } from '@academy/contracts/first-paint';
import type { Page } from '@playwright/test';
import { expect, signIn, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';

// /home paints the dashboard this tab last showed before the app has run (decisions.md "The dashboard paints what
// it showed last"): what a returning reader sees first, and how the app takes over from it.

// On a server of its own: it signs in learner@, whose first sign-in the shared server keeps for login.spec.
test.describe.configure({ mode: 'default' });
const server = ownServer();
// biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies.
test.use({ baseURL: async ({}, use) => use(server.startedBaseURL()) });

const snapshotKept = (key: string) => window.sessionStorage.getItem(key) !== null;
const keepsSnapshot = (page: Page) => page.waitForFunction(snapshotKept, HOME_SNAPSHOT_KEY);

/** Signs in through the page and shows the dashboard (not the first sign-in's welcome, which is not kept). */
async function showDashboard(page: Page, email: string = users.learner): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home/);
  await page.goto('/home');
  await expect(page.getByTestId('dashboard-ongoing').getByTestId('course-card').first()).toBeVisible();
  await keepsSnapshot(page);
}

test('a tab that showed the dashboard sees it again before any of the app’s scripts run', async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  await showDashboard(page);

  // Some hours later, in another part of the day, the app's scripts never arrive: what shows is the document's
  // own paint, greeting as it is now.
  const later = await page.evaluate(() => {
    // The browser's own clock and time zone (the tests run in Oslo's).
    const at = new Date();
    const morning = at.getHours() >= 5 && at.getHours() < 12;
    at.setHours(morning ? 13 : 8, 0, 0, 0);
    if (at.getTime() <= Date.now()) at.setDate(at.getDate() + 1);
    return { time: at.getTime(), greeting: morning ? 'Good afternoon, Lene' : 'Good morning, Lene' };
  });
  const greeting = later.greeting;
  await page.clock.setFixedTime(later.time);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  const picture = page.locator(`#${HOME_SNAPSHOT_ELEMENT_ID}`);
  await expect(picture.getByText(greeting, { exact: true })).toBeVisible();
  await expect(picture.getByText('Information Security Basics')).toBeVisible();
  await expect(picture.getByText('You are learning with Nordlys AS.')).toBeVisible();
  // A picture: nothing in it can be used, assistive technology and test ids wait for the real page.
  await expect(picture).toHaveAttribute('inert', '');
  await expect(picture).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByRole('heading')).toHaveCount(0);
  await expect(page.getByTestId('greeting')).toHaveCount(0);
  expect(blocked).toEqual([]);

  // With the scripts, the app's dashboard takes its place once its data is in.
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByTestId('dashboard-ongoing').getByTestId('course-card').first()).toBeVisible();
  await expect(picture).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting);
  expect(blocked).toEqual([]);
});

test('signing out forgets the picture, and a tab without a token never shows one', async ({ page }) => {
  await showDashboard(page);
  const snapshot = await page.evaluate((key) => window.sessionStorage.getItem(key), HOME_SNAPSHOT_KEY);
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(snapshotKept, HOME_SNAPSHOT_KEY)).toBe(false);

  // The same snapshot put back beside no token is never painted.
  await page.evaluate(
    ([key, kept]) => window.sessionStorage.setItem(key, kept ?? ''),
    [HOME_SNAPSHOT_KEY, snapshot ?? ''],
  );
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/home');
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.locator(`#${HOME_SNAPSHOT_ELEMENT_ID}`)).toHaveCount(0);
  await expect(page.getByText('Information Security Basics')).toHaveCount(0);
});

test('the picture goes by itself when the reader is sent elsewhere', async ({ page }) => {
  await showDashboard(page);
  // The session has ended on the server: the app sends the reader to the sign-in page, over which no picture of
  // the dashboard may stay.
  await page.evaluate(() => window.sessionStorage.setItem('access_token', 'revoked'));
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator(`#${HOME_SNAPSHOT_ELEMENT_ID}`)).toHaveCount(0);
});

test('a reader of Norwegian sees the picture in Norwegian', async ({ page }) => {
  await showDashboard(page, users.fjordLearner);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  const picture = page.locator(`#${HOME_SNAPSHOT_ELEMENT_ID}`);
  await expect(picture.getByText(/^God (morgen|ettermiddag|kveld), Frida$/)).toBeVisible();
  await expect(picture.getByText('Sikkerhet på arbeidsplassen')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
});
