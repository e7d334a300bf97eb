import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'academy-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Academy</title>');
  writeFileSync(join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
  t = await buildTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

it('answers browser paths with index.html and serves built files, also ones built after start', async () => {
  for (const url of ['/', '/courses/abc/variants/def', '/login?expired=1']) {
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Academy</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  }
  const asset = await t.app.inject({ url: '/assets/app-1.js' });
  expect(asset.body).toBe('console.log(1)');
  expect(asset.headers['cache-control']).toContain('immutable');

  writeFileSync(join(webDist, 'assets', 'app-2.js'), 'console.log(2)');
  expect((await t.app.inject({ url: '/assets/app-2.js' })).body).toBe('console.log(2)');
});

it('answers unknown assets and API paths with 404, and never leaves the build folder', async () => {
  expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  const api = await t.app.inject({ url: '/api/v1/missing' });
  expect(api.statusCode).toBe(404);
  expect(api.json().message).toBe('The requested item was not found.');
  const traversal = await t.app.inject({ url: '/%2e%2e/%2e%2e/etc/passwd' });
  expect(traversal.body).not.toContain('root:');
});
