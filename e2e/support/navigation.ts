import { expect, type Page } from '@playwright/test';

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
