import { routes } from '@academy/contracts/routes';
import type { Page } from '@playwright/test';
import { expect, gotoSignedIn, signInWithToken, test, users } from '../../support/fixtures.ts';

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

/** The detail route right below a list (`/admin/courses/:course` below `/admin/courses`), as a pattern. */
function detailPatterns(list: string): RegExp[] {
  const prefix = `${list}/:`;
  const hasDetail = routes.some(
    (route) => route.path.startsWith(prefix) && !route.path.slice(prefix.length).includes('/'),
  );
  const escaped = list.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return hasDetail ? [new RegExp(`^${escaped}/(?!(create|import)$)[^/]+$`)] : [];
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

    for (const element of document.querySelectorAll(
      'main a[href], main button, main [role="button"], header a[href], header button',
    )) {
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

    for (const list of document.querySelectorAll('[role="tablist"]')) {
      if (!shown(list) || list.getAttribute('aria-orientation') === 'vertical') continue;
      const tops = new Set(
        Array.from(list.querySelectorAll('[role="tab"]'))
          .filter(shown)
          .map((tab) => Math.round(tab.getBoundingClientRect().top)),
      );
      if (tops.size > 1)
        found.push(`the tabs of "${list.getAttribute('aria-label') ?? ''}" wrap onto ${tops.size} lines`);
    }

    for (const label of document.querySelectorAll('.mantine-Badge-label')) {
      if (shown(label) && label.scrollWidth > label.clientWidth + 1)
        found.push(`badge "${label.textContent}" is cut`);
    }
    return found;
  });
}

/** Opens every list of the areas and one detail page of each, at one size, and returns what does not fit. */
async function walk(page: Page, areas: readonly Area[], viewport: (typeof VIEWPORTS)[number]) {
  const found: string[] = [];
  const details: string[] = [];
  const lists = listPaths(areas);
  await page.setViewportSize(viewport);
  const check = async (path: string) => {
    await page.goto(path);
    await loaded(page, path);
    for (const misfit of await misfits(page)) found.push(`${viewport.width} px ${path}: ${misfit}`);
  };
  for (const path of lists) {
    await check(path);
    // One detail page per list: the first link the list gives to an item of its detail route.
    const patterns = detailPatterns(path).map((pattern) => pattern.source);
    if (patterns.length === 0) continue;
    const detail = await page
      .waitForFunction(
        ({ sources, skip }) =>
          Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href]'))
            .map((link) => new URL(link.href).pathname)
            .find((href) => !skip.includes(href) && sources.some((source) => new RegExp(source).test(href))),
        { sources: patterns, skip: lists },
        { timeout: 5_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<string>)
      .catch(() => undefined);
    if (detail && !details.includes(detail)) details.push(detail);
  }
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
    expect(details, details.join(', ')).toEqual([
      expect.stringMatching(/^\/organization\/departments\/[^/]+$/),
      expect.stringMatching(/^\/organization\/users\/[^/]+$/),
      expect.stringMatching(/^\/organization\/courses\/[^/]+$/),
    ]);
  });
}
