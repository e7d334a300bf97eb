import { expect, type Locator, type Page } from '@playwright/test';

/** Changes the address inside the running app, as a link does: the router renders the route, no reload. */
async function pushPath(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Opens `path` inside the running app, without loading the app again: a walk over many screens of one session
 * need not parse the whole entry for each (what a deep link or reload does is `deep-links.spec.ts`'s).
 * It passes through an address no screen has first, so once its 404 is gone the screen shown is `path`'s own,
 * never the one before it still on its way out.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await pushPath(page, '/no-such-screen-between-two');
  await expect(page.getByTestId('error-code')).toHaveText('404');
  await pushPath(page, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await expect(page.getByTestId('error-code')).toHaveCount(0);
}

/** The router's state as the app writes it on <html data-navigation> ('idle', 'loading' or 'submitting'). */
const navigationState = (page: Page) => page.locator('html');

/**
 * Clicks a link to another screen (a sidebar entry, a link in a table) and waits until the app shows `url`.
 * The address only changes once the route's module (and, on first entry, its area's branch) has loaded, which
 * on a busy machine takes what it takes: so this waits for the app to be idle before the click (a click while
 * another navigation is loading would be overtaken by it), then for the address as long as the router is still
 * loading, bounded by the test's timeout rather than by one expectation's 20 s. Once the router is idle again
 * and the address is still another, the click led nowhere, which fails at once and says why.
 */
export async function followLink(page: Page, link: Locator, url: RegExp): Promise<void> {
  await expect(navigationState(page)).toHaveAttribute('data-navigation', 'idle');
  await link.click();
  const outcome = await page.waitForFunction(
    ({ source, flags, clickedAt }) => {
      if (new RegExp(source, flags).test(window.location.href)) return 'arrived';
      // Idle after the click and still elsewhere: give the click's own navigation a moment to begin.
      const idle = document.documentElement.dataset.navigation === 'idle';
      if (idle && document.querySelector('[data-testid="leave-stay"]')) return 'blocked by the leave guard';
      if (idle && Date.now() - clickedAt > 5_000) return `idle at ${window.location.href}`;
      return false;
    },
    { source: url.source, flags: url.flags, clickedAt: Date.now() },
    { timeout: 0, polling: 100 },
  );
  const result = await outcome.jsonValue();
  expect(result, `following the link to ${url}`).toBe('arrived');
  await expect(page).toHaveURL(url);
}

/**
 * What `waitForLoadState('networkidle')` says after a full load, for screens opened inside the app: no
 * request of the page's in flight for half a second (the screen's data has come). Follows the page's requests
 * from the call on; `quiet()` waits (at most `timeout`, then carries on as networkidle's callers did).
 */
export function followRequests(page: Page): { quiet(timeout?: number): Promise<void> } {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const settle = (request: unknown) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async quiet(timeout = 10_000) {
      const deadline = Date.now() + timeout;
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastChange < 500))
        await new Promise((resolveTick) => setTimeout(resolveTick, 100));
    },
  };
}
