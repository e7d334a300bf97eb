// Largest Contentful Paint of the first screens, in Chromium on localhost with the CPU slowed 4× (a
// mid-range phone's speed, as Lighthouse does), against the real server with the demo data.
//
//   npx tsx bench/lcp.ts        (also run by `npm run bench`; LCP_RUNS, 5 by default, cold loads per page)
//
// Every load is a first visit (a new browser context: empty cache, no service state). /home is opened
// signed in as learner@academy.test, with what the tab that signed in holds in its session storage: the token,
// and the dashboard's snapshot the app kept when it last showed /home (decisions.md "The dashboard paints what it
// showed last"; taken once from a warm-up load). "/home, no snapshot" is the same with the token alone: a tab
// that never showed the dashboard.
// The target: within 1.2 s for /login and /home (issue 23 §6; 1.5 s since issue 10). A benchmark, not a test: it
// prints figures.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { type RunningServer, startServer } from '../e2e/support/server.ts';

const runs = Math.max(1, Number(process.env.LCP_RUNS ?? 5));
const throttling = 4;
export const lcpTargetMs = 1200;

type Sample = { lcp: number; fcp: number; element: string };
export type LcpResult = { path: string; samples: Sample[]; median: number; worst: number };

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'Chromium was not found. Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.',
    );
  }
}

/** Collects paint entries from the first moment of the page, before any of its scripts run. */
function observePaints() {
  const paints = { lcp: 0, fcp: 0, element: '' };
  (window as unknown as { __paints: typeof paints }).__paints = paints;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      paints.lcp = entry.startTime;
      const element = entry.element;
      paints.element = element
        ? `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

async function measure(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
  await page.addInitScript(observePaints);
  await page.goto(url);
  // The screen is complete when its content shows and nothing is loading any more; LCP is final then.
  await ready(page);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __paints: Sample }).__paints);
}

async function signInToken(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'learner@academy.test', password: 'academy-demo' }),
  });
  if (!response.ok) throw new Error(`Sign-in answered ${response.status}`);
  return ((await response.json()) as { data: { item: { access_token: string } } }).data.item.access_token;
}

const dashboard = (page: Page) =>
  page.getByTestId('dashboard-ongoing').getByTestId('course-card').first().waitFor();

/** The snapshot the app keeps once it has shown the dashboard, as a tab that signed in holds it. */
async function homeSnapshot(browser: Browser, baseURL: string, token: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  try {
    await context.addInitScript((value) => window.sessionStorage.setItem('access_token', value), token);
    const page = await context.newPage();
    await page.goto(`${baseURL}/home`);
    const kept = await page.waitForFunction(() => window.sessionStorage.getItem('home_snapshot'));
    return String(await kept.jsonValue());
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export async function measureLcp(server?: RunningServer): Promise<LcpResult[]> {
  const own = server ?? (await startServer());
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    const token = await signInToken(own.baseURL);
    const snapshot = await homeSnapshot(browser, own.baseURL, token);
    const pages = [
      {
        path: '/login',
        label: '/login',
        storage: {},
        ready: (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
      },
      {
        path: '/home',
        label: '/home',
        storage: { access_token: token, home_snapshot: snapshot },
        ready: dashboard,
      },
      { path: '/home', label: '/home, no snapshot', storage: { access_token: token }, ready: dashboard },
    ];
    const results: LcpResult[] = [];
    for (const target of pages) {
      const samples: Sample[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
        await context.addInitScript((items) => {
          for (const [key, value] of Object.entries(items)) window.sessionStorage.setItem(key, value);
        }, target.storage);
        const page = await context.newPage();
        samples.push(await measure(page, `${own.baseURL}${target.path}`, target.ready));
        await context.close();
      }
      const lcps = samples.map((sample) => sample.lcp);
      results.push({ path: target.label, samples, median: median(lcps), worst: Math.max(...lcps) });
    }
    return results;
  } finally {
    await browser.close();
    if (!server) await own.stop();
  }
}

export function printLcp(results: LcpResult[]): void {
  console.log(
    `\nLargest Contentful Paint — Chromium, localhost, CPU ${throttling}× slower, first visit, ${runs} loads per page`,
  );
  console.log('| page | LCP median ms | LCP worst ms | FCP median ms | LCP element | target |');
  console.log('|---|---:|---:|---:|---|---|');
  for (const result of results) {
    const fcp = median(result.samples.map((sample) => sample.fcp));
    const verdict = result.median <= lcpTargetMs ? 'met' : 'MISSED';
    console.log(
      `| ${result.path} | ${result.median.toFixed(0)} | ${result.worst.toFixed(0)} | ${fcp.toFixed(0)} | ${result.samples.at(-1)?.element ?? ''} | ≤ ${lcpTargetMs} ${verdict} |`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  printLcp(await measureLcp());
