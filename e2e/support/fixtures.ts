import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { callApi } from './api-call.ts';
import { recordSnackbars } from './snackbars.ts';

export const PASSWORD = 'academy-demo';

export const users = {
  super: 'super@academy.test',
  admin: 'admin@academy.test',
  manager: 'manager@academy.test',
  head: 'head@academy.test',
  learner: 'learner@academy.test',
  multi: 'multi@academy.test',
  fjordManager: 'fjord.manager@academy.test',
  fjordLearner: 'fjord.learner@academy.test',
} as const;

/** baseURL comes from the server the global setup started (or a spec's own server). */
export const test = base.extend<{ axe: (page?: Page) => Promise<void> }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  context: async ({ context }, use) => {
    await recordSnackbars(context);
    await use(context);
  },
  axe: async ({ page }, use) => {
    await use(async (target = page) => {
      await expectAccessible(target);
    });
  },
});

export { expect };

/**
 * axe on the current screen, as lines "rule: help (target — summary)" for every serious or critical
 * violation. The rules are axe's WCAG 2.0–2.2 A/AA sets and its best practices (e.g. a dialog's name).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await transitionsSettled(page);
  // A snackbar that may fade during the check is left out: one still in transition after that wait (a busy
  // machine), and one that closes by itself (success, information) unless the pointer holds it open — named by a
  // selector axe reads as it runs, as such a snackbar may come in while it runs (a save's message after its row).
  // Its pale text would be the fade's. Error snackbars stay and are checked like the rest of the screen; a held
  // success snackbar is checked by the snackbars test.
  await page.evaluate(() => {
    const opaque = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if (getComputedStyle(node).opacity !== '1') return false;
      return true;
    };
    for (const element of Array.from(document.querySelectorAll('[data-testid="snackbar"]')))
      element.toggleAttribute('data-axe-in-transition', !opaque(element));
    // FilePond fades an upload field's label in with its own script (no CSS transition to wait for): a label not
    // yet opaque is left out the same way; once shown it is checked like the rest.
    for (const label of Array.from(document.querySelectorAll('.filepond--drop-label')))
      label.toggleAttribute('data-axe-in-transition', !opaque(label));
  });
  // Legacy mode runs axe inside the page (and its frames) as injected. The default opens a blank page to
  // assemble the frames' results on every call, which cost 2–3 times the CPU of the check itself.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .exclude('[data-axe-in-transition]')
    .exclude('[data-testid="snackbar"]:not([data-color="red"]):not(:hover)')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join(', ')})`,
    );
}

/** axe on the current screen: no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Waits (a while) until nothing is in transition (a snackbar fading, a drawer opening, an upload field coming in):
 * caught mid-transition text reads as too pale to axe, which is the transition's, not the colours'. What stays is
 * checked as it is.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        // No transition running (a drawer sliding in, its overlay fading) and no snackbar part-transparent.
        // Endless animations (a loader spinning) are not waited for: they never finish.
        document
          .getAnimations()
          .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running') &&
        Array.from(document.querySelectorAll('[data-testid="snackbar"]')).every((element) => {
          for (let node: Element | null = element; node; node = node.parentElement)
            if (getComputedStyle(node).opacity !== '1') return false;
          return true;
        }) &&
        // An upload field comes in its own chunk and then fades its label in by script: wait for both, or
        // its label would be caught half-faded after the marking below (a page just reloaded).
        !document.querySelector('[data-testid="file-upload-loading"]') &&
        Array.from(document.querySelectorAll('.filepond--drop-label')).every((label) =>
          ['0', '1'].includes(getComputedStyle(label).opacity),
        ),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/** Signs in through the login form, as a user would. */
export async function signIn(page: Page, email: string, password = PASSWORD, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel(/^E-(mail|post)/).fill(email);
  await page.getByLabel(/^Passord|^Password/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Logg inn)$/ }).click();
}

/** Gets a token through the API and puts it where the app keeps it, for tests about what comes after. */
export async function signInWithToken(page: Page, baseURL: string, email: string): Promise<string> {
  const answer = await callApi({ request: page.request, baseURL }, 'auth.login', {
    body: { email, password: PASSWORD },
  });
  const token = answer.data.item.access_token;
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('access_token')) window.sessionStorage.setItem('access_token', value);
  }, token);
  return token;
}

/**
 * Opens a signed-in page and waits until the signed-in services (poll, logout warning, search) have
 * loaded: they are a chunk of their own, fetched after the page renders.
 */
export async function gotoSignedIn(page: Page, path: string): Promise<void> {
  const services = page.waitForResponse((response) =>
    /\/assets\/signed-in-services-[^/]+\.js$/.test(response.url()),
  );
  await page.goto(path);
  await services;
}
