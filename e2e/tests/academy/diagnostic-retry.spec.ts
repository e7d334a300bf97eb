import { answerOf } from '../../support/api-call.ts';
import { expect, gotoSignedIn, signInWithToken, test, users } from '../../support/fixtures.ts';

/**
 * spec §7/§8: a 403 on the learner's course list (the "my-courses list") is followed by GET
 * /api/v1/diagnostic/auth, which the server serves, and exactly one retry with a timestamp parameter.
 */
test('a refused course list asks the diagnostic, retries once and shows the courses', async ({
  page,
  baseURL,
}) => {
  await signInWithToken(page, baseURL!, users.head);
  const listCalls: string[] = [];
  let refused = false;
  await page.route(/\/api\/v1\/courses\?/, async (route) => {
    listCalls.push(route.request().url());
    // The first call is refused, as a stale scope or a revoked grant would be; the rest reach the server.
    if (!refused) {
      refused = true;
      await route.fulfill({ status: 403, json: { message: 'auth.forbidden' } });
      return;
    }
    await route.continue();
  });
  const diagnostic = page.waitForResponse((response) => response.url().endsWith('/api/v1/diagnostic/auth'));
  await gotoSignedIn(page, '/courses');
  const answer = await diagnostic;
  expect(answer.status()).toBe(200);
  expect((await answerOf('context.diagnosticAuth', answer)).data.item.authenticated).toBe(true);
  await expect(page.getByTestId('course-card').first()).toBeVisible();
  expect(listCalls).toHaveLength(2);
  expect(new URL(listCalls[0]).searchParams.has('timestamp')).toBe(false);
  expect(new URL(listCalls[1]).searchParams.get('timestamp')).toMatch(/^\d+$/);
  // The recovered 403 shows no access-denied snackbar.
  await expect(page.getByTestId('snackbar')).toHaveCount(0);
});
