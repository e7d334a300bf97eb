import { expect, signIn, test, users } from '../../support/fixtures.ts';
import { startServer } from '../../support/server.ts';
test('debug clock', async ({ page }) => {
  test.setTimeout(180_000);
  const server = await startServer({ TOKEN_TTL_MINUTES: '1' });
  page.on('request', (r) => { if (r.url().includes('/api/')) console.log('REQ', r.url()); });
  page.on('response', (r) => { if (r.url().includes('/api/')) console.log('RES', r.status(), r.url()); });
  page.on('framenavigated', (f) => console.log('NAV', f.url()));
  page.on('console', (m) => console.log('CONSOLE', m.text().slice(0, 1500)));
  await page.addInitScript(() => {
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (state: unknown, title: string, url?: string | URL | null) => {
        console.log(name, String(url), new Error().stack);
        return original(state, title, url);
      };
    }
  });
  await page.clock.install();
  await signIn(page, users.head, undefined, `${server.baseURL}/login`);
  await expect(page).toHaveURL(/\/home$/);
  const clock = page.getByTestId('session-clock');
  for (let i = 0; i < 280; i += 1) {
    if ((await clock.count()) === 0 || (await clock.textContent())?.includes('expired')) break;
    await page.clock.runFor(250);
  }
  console.log('TEXT', await clock.count(), page.url());
  await page.clock.runFor(5_000);
  await page.waitForTimeout(1000);
  console.log('URL', page.url());
  await server.stop();
});
