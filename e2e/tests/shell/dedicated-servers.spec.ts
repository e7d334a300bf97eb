import { expect, signIn, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';

/**
 * Behaviour that needs a server of its own: maintenance mode, a stopped server, a short token lifetime,
 * a newer required frontend. Each group starts its server and uses it as the base URL.
 */
test.describe.configure({ timeout: 180_000 });

test.describe('maintenance mode', () => {
  const server = ownServer({ env: { MAINTENANCE: 'true' }, expectStatus: [503], timeout: 180_000 });
  test('shows "Temporarily Unavailable", counts down from 300 s and reloads', async ({ page, axe }) => {
    // The page's Date stands still (timers keep running): the count only moves when the test moves the
    // time, so it reads the same however long this machine takes to load the page.
    const start = new Date('2026-03-02T08:00:00Z').getTime();
    await page.clock.setFixedTime(start);
    await page.goto(`${server.baseURL}/login`);
    await expect(page.getByRole('heading', { name: 'Temporarily Unavailable' })).toBeVisible();
    await expect(page.getByText('The service is under maintenance.')).toBeVisible();
    const countdown = page.getByTestId('maintenance-countdown');
    await expect(countdown).toHaveText('The page reloads in 300 seconds.');
    await expect(page).toHaveTitle('Temporarily Unavailable');
    await page.clock.setFixedTime(start + 10_000);
    await expect(countdown).toHaveText('The page reloads in 290 seconds.');
    await axe();
    const reloaded = page.waitForEvent('load');
    await page.clock.setFixedTime(start + 300_000);
    await reloaded;
  });
});

test.describe('a newer required frontend', () => {
  const server = ownServer({ env: { FRONTEND_REQUIRED_VERSION: '9.9.9' }, timeout: 180_000 });
  test('asks to confirm a refresh with the current and required version', async ({ page, axe }) => {
    await page.goto(`${server.baseURL}/login`);
    const dialog = page.getByRole('dialog', { name: "You're using an outdated version of the application" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Current: 0.1.0');
    await expect(dialog).toContainText('Required: 9.9.9');
    await expect(dialog).toContainText('Refresh is required. Press OK to refresh.');
    await axe();
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await reloaded;
  });
});

test.describe('a short token lifetime', () => {
  // Under the 10-minute warning from the start. Only the page's clock is moved to the end of the session;
  // the server keeps real time, so the token stays valid for its polls however slow this machine is.
  const server = ownServer({ env: { TOKEN_TTL_MINUTES: '9' }, timeout: 180_000 });
  test('the logout warning counts down, then says the session expired and goes to sign-in', async ({
    page,
    axe,
  }) => {
    await page.clock.install();
    await signIn(page, users.head, undefined, `${server.baseURL}/login`);
    await expect(page).toHaveURL(/\/home$/);
    const clock = page.getByTestId('session-clock');
    const time = page.getByTestId('session-clock-time');
    await expect(clock).toContainText('You will be logged out in');
    await expect(time).toHaveText(/^00:0[0-8]:[0-5]\d$/);
    await axe();
    const before = (await time.textContent()) ?? '';
    await page.clock.runFor(2_000);
    await expect(time).not.toHaveText(before);
    // Past the end by one to two ticks of the box's one-second refresh (the display drops the fraction of
    // a second), and well before its redirect 4 s after it says so.
    const [hours, minutes, seconds] = ((await time.textContent()) ?? '').split(':').map(Number);
    await page.clock.runFor(((hours * 60 + minutes) * 60 + seconds) * 1000 + 2_000);
    await expect(clock).toContainText('Your session has expired, please login again');
    await page.clock.runFor(5_000);
    await expect(page).toHaveURL(/\/login\?expired=1$/);
    await expect(page.getByTestId('session-expired')).toHaveText(
      'Your session has expired, please login again',
    );
  });
});

test.describe('throttled sign-in', () => {
  const server = ownServer({ env: { LOGIN_RATE_LIMIT: '2' }, timeout: 180_000 });
  test('too many attempts show the server message above the form', async ({ page, axe }) => {
    await page.goto(`${server.baseURL}/login`);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await page.getByLabel(/^E-mail/).fill(users.head);
      await page.getByLabel(/^Password/).fill(`wrong-${attempt}`);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await answered;
    }
    await expect(page.getByTestId('form-error')).toContainText(/Too many attempts/);
    await axe();
  });
});

test.describe('a stopped server', () => {
  const server = ownServer({ timeout: 180_000 });
  test('a sign-in attempt shows the connection error', async ({ page }) => {
    await page.goto(`${server.baseURL}/login`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    // Every file the page asks for once it is up (the form's, the error screens') is in before the server goes:
    // on a busy machine the heading showed while some were still on their way, and the page went blank.
    await page.waitForLoadState('networkidle');
    await server.stop();
    await page.getByLabel(/^E-mail/).fill(users.head);
    await page.getByLabel(/^Password/).fill('academy-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('form-error')).toHaveText(
      'Connection error. Please check your internet connection.',
    );
    await expect(page.getByTestId('snackbar')).toContainText(
      'Connection error. Please check your internet connection.',
    );
  });
});
