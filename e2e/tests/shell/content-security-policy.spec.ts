import type { Page } from '@playwright/test';
import { expect, gotoSignedIn, signInWithToken, test, users } from '../../support/fixtures.ts';

/**
 * Issue 9 point 9: the application page runs no inline script and may be framed only by itself. The app must
 * still boot and work under that policy: a guest page and the signed-in screens load with no
 * Content-Security-Policy violation, and the policy the browser got is the strict one.
 */

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[- ]Security[- ]Policy|Refused to/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...consoleErrors,
  ];
}

test('the app boots and runs under the strict policy, with no violation', async ({ page, baseURL }) => {
  const violations = await recordViolations(page);

  const document = await page.goto('/login');
  const policy = document?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toMatch(/script-src [^;]*'self'/);
  expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toContain("'unsafe-inline'");
  await expect(page.getByRole('button', { name: /^(Sign in|Logg inn)$/ })).toBeVisible();
  expect(await violations()).toEqual([]);

  // The head of a department: a learner's screens, without touching learner@'s first sign-in (login.spec).
  await signInWithToken(page, baseURL!, users.head);
  for (const path of ['/home', '/courses', '/knowledge', '/certificates', '/notifications']) {
    await gotoSignedIn(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});
