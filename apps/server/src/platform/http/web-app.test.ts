import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildTenant, tokenForDemo } from '../../test/factories.ts';

let t: TestApp;
let webDist: string;
const script = `console.log(${JSON.stringify('x'.repeat(2000))})`;
const indexHtml =
  '<!doctype html><title>Academy</title><script type="module" src="/assets/app-1.js"></script>';

/** A file of the build with the `.br` and `.gz` siblings the build writes beside it. */
function writeBuilt(path: string, text: string) {
  writeFileSync(join(webDist, path), text);
  writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(webDist, `${path}.gz`), gzipSync(text));
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'academy-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeBuilt('index.html', indexHtml);
  writeBuilt('assets/app-1.js', script);
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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
  expect(asset.body).toBe(script);
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

describe('compression of the web build', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli file to a browser that accepts brotli, with the script’s type', async () => {
    const response = await get('/assets/app-1.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await get('/assets/app-1.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is when no encoding is accepted, still saying it varies', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/assets/app-1.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(script);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('compresses index.html too, and never lets a cache keep it, whichever path asks for it', async () => {
    for (const url of ['/', '/index.html', '/home']) {
      const response = await get(url, 'br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
    }
  });

  it('caches hashed assets for a year as immutable and other root files for an hour', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const asset = await get('/assets/app-1.js', acceptEncoding);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const icon = await get('/favicon.svg', 'br');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('compression of JSON answers', () => {
  it('compresses a list for a browser that accepts it, and gives the same data', async () => {
    const token = await tokenForDemo(t.db, 'learner@academy.test');
    const url = '/api/v1/courses?per_page=100';
    const plain = await t.app.inject({ url, headers: auth(token) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ url, headers: { ...auth(token), 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const data = (body: Buffer) => JSON.parse(body.toString()).data.items;
    expect(data(brotliDecompressSync(br.rawPayload))).toEqual(data(plain.rawPayload));

    const gzip = await t.app.inject({ url, headers: { ...auth(token), 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(data(gunzipSync(gzip.rawPayload))).toEqual(data(plain.rawPayload));
  });

  it('leaves answers under 1 KB as they are: compressing them would cost more than it saves', async () => {
    const context = await t.app.inject({
      url: '/api/v1/context',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(context.statusCode).toBe(200);
    expect(context.rawPayload.length).toBeLessThan(1024);
    expect(context.headers['content-encoding']).toBeUndefined();
    expect(context.json().data).toBeDefined();
  });
});

describe('pages and the host (issue 20 finding 1, decisions.md "Host routing")', () => {
  it('serves pages on any host while there is one tenant, and only on listed hosts once there are two', async () => {
    const page = (host: string) =>
      t.app.inject({ url: '/login', headers: { host, 'accept-language': 'nb' } });
    expect((await page('anything.example.test')).statusCode).toBe(200);

    await buildTenant(t.db, 'Second');
    t.app.services.tenants.invalidate();
    const unknown = await page('anything.example.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(unknown.body).toBe('Det finnes ikke noe akademi på denne adressen.\n');
    expect(unknown.body).not.toContain('<title>');
    const listed = await page('localhost:3000');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain('<title>Academy</title>');
    // The built files are the same for every tenant.
    const asset = await t.app.inject({ url: '/assets/app-1.js', headers: { host: 'anything.example.test' } });
    expect(asset.statusCode).toBe(200);
  });
});
