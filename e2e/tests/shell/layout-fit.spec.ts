import { routes } from '@academy/contracts/routes';
import type { Page } from '@playwright/test';
import { expect, gotoSignedIn, signInWithToken, test, users } from '../../support/fixtures.ts';
import { openInApp } from '../../support/navigation.ts';

/**
 * Issue 22 §2: the admin and organization screens fit at 1280 × 800 and on a 390 × 844 phone. Every list of the
 * route table (paths without parameters; create and import forms aside) and one detail page of each (the first
 * link of the list to its detail route) is opened as admin@ and as manager@, each with one page reused, and
 * checked for: no page wider than the window, no button or link outside the window or cut by a parent that hides
 * its overflow (what scrolls inside its own container can be scrolled to), every tab list on one line, and no
 * status badge cut short. Read-only: nothing is changed, so it shares the run's server.
 */
test.describe.configure({ timeout: 600_000 });

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

type Area = 'admin' | 'organization';

/** The lists of an area: its routes without parameters, except forms that create or import. */
function listPaths(areas: readonly Area[]): string[] {
  return routes
    .filter((route) => (areas as readonly string[]).includes(route.area))
    .map((route) => route.path)
    .filter((path) => !path.includes(':') && !/\/(create|import)$/.test(path))
    .filter((path) => path !== '/admin');
}

/**
 * The detail route below a list (`/admin/courses/:course` below `/admin/courses`), as a pattern of the item's
 * pages (a list may link to one of the item's tabs, `/organization/departments/3/overview`).
 */
function detailPatterns(list: string): RegExp[] {
  const prefix = `${list}/:`;
  const hasDetail = routes.some(
    (route) => route.path.startsWith(prefix) && !route.path.slice(prefix.length).includes('/'),
  );
  const escaped = list.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return hasDetail ? [new RegExp(`^${escaped}/(?!(create|import)$)[^/]+(/[^/]+)*$`)] : [];
}

/** Waits until the screen has its heading and nothing is still loading. */
async function loaded(page: Page, path: string): Promise<void> {
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(main.getByTestId('loading-state'), path).toHaveCount(0);
  await expect(main.locator('.mantine-Loader:visible'), path).toHaveCount(0);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** What does not fit on the screen as it is now, one line per finding (empty when everything fits). */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40) || element.getAttribute('aria-label')}"`;
    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
    if (scrollWidth > width) found.push(`the page is ${scrollWidth} px wide in a ${width} px window`);

    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && element.checkVisibility({ visibilityProperty: true });
    };
    const scrolls = (style: CSSStyleDeclaration) =>
      style.overflowX === 'auto' || style.overflowX === 'scroll';
    const clips = (style: CSSStyleDeclaration) => style.overflowX === 'hidden' || style.overflowX === 'clip';

    const controls = document.querySelectorAll(
      'main a[href], main button, main [role="button"], header a[href], header button',
    );
    for (const element of Array.from<Element>(controls)) {
      if (!shown(element)) continue;
      const box = element.getBoundingClientRect();
      let inScroller = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const style = getComputedStyle(parent);
        if (scrolls(style)) {
          inScroller = true;
          break;
        }
        if (clips(style)) {
          const frame = parent.getBoundingClientRect();
          if (box.left < frame.left - 1 || box.right > frame.right + 1) {
            found.push(
              `${name(element)} is cut by its parent ${parent.tagName.toLowerCase()}.${parent.className}`,
            );
            break;
          }
        }
      }
      if (!inScroller && (box.left < -1 || box.right > width + 1))
        found.push(
          `${name(element)} lies outside the window (${Math.round(box.left)}–${Math.round(box.right)})`,
        );
    }

    for (const list of Array.from<Element>(document.querySelectorAll('[role="tablist"]'))) {
      if (!shown(list) || list.getAttribute('aria-orientation') === 'vertical') continue;
      const tops = new Set(
        Array.from<Element>(list.querySelectorAll('[role="tab"]'))
          .filter(shown)
          .map((tab) => Math.round(tab.getBoundingClientRect().top)),
      );
      if (tops.size > 1)
        found.push(`the tabs of "${list.getAttribute('aria-label') ?? ''}" wrap onto ${tops.size} lines`);
    }

    for (const label of Array.from<Element>(document.querySelectorAll('.mantine-Badge-label'))) {
      if (shown(label) && label.scrollWidth > label.clientWidth + 1)
        found.push(`badge "${label.textContent}" is cut`);
    }
    return found;
  });
}

/**
 * Opens every list of the areas and one detail page of each, at one size, and returns what does not fit. A
 * list's detail page is the first link to its detail route on any list page (a course's page is linked from the
 * insights, not from the courses tab); the page's own list is waited for a moment, since its rows come later.
 */
async function walk(page: Page, areas: readonly Area[], viewport: (typeof VIEWPORTS)[number]) {
  const found: string[] = [];
  const lists = listPaths(areas);
  const detailOf = new Map<string, string>();
  const patterns = lists.flatMap((list) =>
    detailPatterns(list).map((pattern) => [list, pattern.source] as const),
  );
  await page.setViewportSize(viewport);
  const check = async (path: string) => {
    await openInApp(page, path);
    await loaded(page, path);
    for (const misfit of await misfits(page)) found.push(`${viewport.width} px ${path}: ${misfit}`);
  };
  const linked = () =>
    page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  for (const path of lists) {
    await check(path);
    const own = patterns.find(([list]) => list === path);
    if (own && !detailOf.has(path))
      await expect
        .poll(async () => (await linked()).some((href) => new RegExp(own[1]).test(href)), { timeout: 5_000 })
        .toBe(true)
        .catch(() => undefined);
    const hrefs = await linked();
    for (const [list, source] of patterns) {
      if (detailOf.has(list)) continue;
      const detail = hrefs.find((href) => !lists.includes(href) && new RegExp(source).test(href));
      if (detail) detailOf.set(list, detail);
    }
  }
  const details = [...new Set(detailOf.values())];
  for (const path of details) await check(path);
  return { found, details };
}

for (const viewport of VIEWPORTS) {
  test(`admin and organization screens fit at ${viewport.width} px for admin@`, async ({ page, baseURL }) => {
    await signInWithToken(page, baseURL!, users.admin);
    await gotoSignedIn(page, '/admin');
    const { found, details } = await walk(page, ['admin', 'organization'], viewport);
    expect(found).toEqual([]);
    // The walk reached detail pages, not only lists (a broken link pattern would otherwise pass quietly).
    expect(details.length, details.join(', ')).toBeGreaterThan(10);
  });

  test(`organization screens fit at ${viewport.width} px for manager@`, async ({ page, baseURL }) => {
    await signInWithToken(page, baseURL!, users.manager);
    await gotoSignedIn(page, '/organization');
    const { found, details } = await walk(page, ['organization'], viewport);
    expect(found).toEqual([]);
    expect(details, details.join(', ')).toHaveLength(3);
    expect(details).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/organization\/departments\/[^/]+/),
        expect.stringMatching(/^\/organization\/users\/[^/]+/),
        expect.stringMatching(/^\/organization\/courses\/[^/]+/),
      ]),
    );
  });
}

test('a department head finds Organization in the navigation and sees why the settings are read-only', async ({
  page,
  baseURL,
  axe,
}) => {
  await signInWithToken(page, baseURL!, users.head);
  await gotoSignedIn(page, '/home');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Organization' })
    .click();
  await expect(page).toHaveURL(/\/organization$/);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/organization\/settings$/);
  await expect(page.getByTestId('settings-read-only')).toHaveText(
    "Only the company's managers change these settings: you can read them here. Ask a manager of the company for a change.",
  );
  // Shown, not offered: no save button, the fields disabled.
  const settings = page.getByTestId('company-settings');
  await expect(settings.getByTestId('settings-login-form').locator('input').first()).toBeDisabled();
  await expect(settings.getByTestId('form-submit')).toHaveCount(0);
  await axe();

  // The phone menu has the way in too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Organization' }),
  ).toBeVisible();

  // In Norsk.
  await page.evaluate(() => window.localStorage.setItem('language', 'nb'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home');
  await expect(
    page.getByRole('navigation', { name: 'Hovednavigasjon' }).getByRole('link', { name: 'Organisasjon' }),
  ).toBeVisible();
  await page.goto('/organization/settings');
  await expect(page.getByTestId('settings-read-only')).toHaveText(
    'Bare bedriftens ledere endrer disse innstillingene: her kan du lese dem. Be en leder i bedriften om en endring.',
  );
});
