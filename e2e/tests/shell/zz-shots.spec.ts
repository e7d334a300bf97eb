import { expect, signIn, test, users } from '../../support/fixtures.ts';
import { startServer } from '../../support/server.ts';

test('shots', async ({ page }) => {
  test.setTimeout(170_000);
  const short = await startServer({ TOKEN_TTL_MINUTES: '1' });
  await signIn(page, users.fjordLearner, undefined, `${short.baseURL}/login`);
  await expect(page.getByTestId('session-clock')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/x-clock.png' });
  await short.stop();
  const old = await startServer({ FRONTEND_REQUIRED_VERSION: '2.0.0' });
  await page.goto(`${old.baseURL}/login`);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/shots/x-outdated.png' });
  await old.stop();
});
