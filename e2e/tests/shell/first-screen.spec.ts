import { get } from 'node:http';
import { areaModules, budgets, entryFiles, entryModules } from '../../../bench/bundle-size.ts';
import { expect, test } from '../../support/fixtures.ts';

type Fetched = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
  body: Buffer;
};

/** A GET as a browser sends it, reading the bytes as they travel (no decompression). */
function fetchRaw(url: string, acceptEncoding: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: body.length, body });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * DESIGN §8 / issue 10: what the first screen downloads (index.html's entry script, its modulepreloads
 * and stylesheets) is served compressed and stays within 150 kB gzip of JavaScript and 40 kB of CSS.
 * `npx tsx bench/bundle-size.ts --files` shows which file weighs what.
 */
test('the first screen downloads compressed files within the size budget', async ({ baseURL }) => {
  const index = await fetchRaw(`${baseURL}/`, 'gzip, deflate, br, zstd');
  expect(index.status).toBe(200);
  expect(index.headers['content-encoding']).toBe('br');
  expect(index.headers['cache-control']).toBe('no-cache');
  const plainIndex = await fetchRaw(`${baseURL}/`, 'identity');
  const files = entryFiles(plainIndex.body.toString('utf8'));
  expect(files.filter((file) => file.kind === 'js').length).toBeGreaterThan(0);
  expect(files.filter((file) => file.kind === 'css').length).toBeGreaterThan(0);

  const sent = { js: 0, css: 0 };
  for (const file of files) {
    const gzip = await fetchRaw(`${baseURL}${file.path}`, 'gzip');
    expect(gzip.status, file.path).toBe(200);
    expect(gzip.headers['content-encoding'], file.path).toBe('gzip');
    expect(gzip.headers.vary, file.path).toMatch(/accept-encoding/i);
    expect(gzip.headers['cache-control'], file.path).toBe('public, max-age=31536000, immutable');
    sent[file.kind] += gzip.bytes;
  }
  expect(sent.js, `entry JavaScript, gzip bytes (budget ${budgets.jsGzip})`).toBeLessThanOrEqual(
    budgets.jsGzip,
  );
  expect(sent.css, `entry CSS, gzip bytes (budget ${budgets.cssGzip})`).toBeLessThanOrEqual(budgets.cssGzip);
});

test('the first screen carries no module or client of the admin or organization areas', () => {
  const modules = entryModules();
  // The list is real: the entry's own start-up and shell are in it.
  expect(modules).toEqual(expect.arrayContaining(['src/main.tsx', 'src/app/routing/app-router.tsx']));
  expect(modules.filter((module) => areaModules.test(module))).toEqual([]);
});

test('the page’s own code is fetched while the context loads, not after it', async ({ page }) => {
  // The context answer is held until the sign-in page's chunk has been asked for: a start-up that waited
  // for the context before loading the page would never get there.
  let pageChunkRequested: () => void = () => undefined;
  const pageChunk = new Promise<void>((resolve) => {
    pageChunkRequested = resolve;
  });
  page.on('request', (request) => {
    if (/\/assets\/login-page-[^/]+\.js$/.test(request.url())) pageChunkRequested();
  });
  await page.route('**/api/v1/context', async (route) => {
    await pageChunk;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('the texts and the context are asked for before the page’s own code', async ({ page }) => {
  // Start-up asks for what every screen needs first and builds the router (which fetches the page) a task
  // later, so the page's chunk never queues in front of the texts it cannot render without.
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/v1/context') asked.push('context');
    else if (/^\/assets\/en-[^/]+\.js$/.test(path)) asked.push('texts');
    else if (/^\/assets\/login-page-[^/]+\.js$/.test(path)) asked.push('page');
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const pageAt = asked.indexOf('page');
  expect(pageAt).toBeGreaterThan(0);
  // The interface's texts and the validation messages: two files, both before the page.
  expect(asked.slice(0, pageAt).filter((what) => what === 'texts')).toHaveLength(2);
  expect(asked.slice(0, pageAt)).toContain('context');
});
