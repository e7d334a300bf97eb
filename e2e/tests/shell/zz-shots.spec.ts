import { companyScope, companyUuid } from '../../support/api.ts';
import { expect, signIn, signInWithToken, test, users } from '../../support/fixtures.ts';
import { startServer } from '../../support/server.ts';

test('shots', async ({ page, baseURL, request }) => {
  test.setTimeout(170_000);
  await signIn(page, users.head, 'wrong');
  await expect(page.getByTestId('snackbar')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/x-422.png' });
  await signInWithToken(page, baseURL!, users.admin);
  const fjord = await companyUuid(request, baseURL!, 'fjord');
  await page.goto(`/home?scope=${encodeURIComponent(companyScope(fjord))}`);
  await expect(page.getByTestId('impersonation-border')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/x-impersonation.png' });
  await page.getByTestId('search-button').click();
  await page.getByPlaceholder('Search courses and users…').fill('an');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/x-spotlight.png' });
  const server = await startServer({ MAINTENANCE: 'true' }, { expectStatus: [503] });
  await page.goto(`${server.baseURL}/login`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/x-maintenance.png' });
  await server.stop();
  const short = await startServer({ TOKEN_TTL_MINUTES: '1', FRONTEND_REQUIRED_VERSION: '2.0.0' });
  await signIn(page, users.fjordLearner, undefined, `${short.baseURL}/login`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/tmp/shots/x-clock-outdated.png' });
  await short.stop();
});
