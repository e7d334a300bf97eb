import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('sends helmet’s security headers on every response, API and errors alike', async () => {
  for (const url of ['/api/v1/context', '/api/v1/nowhere']) {
    const response = await t.app.inject({ url });
    // API answers are data, never documents: the strictest policy.
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBe('DENY');
    // People's data must not stay in a shared or browser cache.
    expect(response.headers['cache-control']).toBe('no-store');
    // Document-only headers are not sent with data.
    expect(response.headers['x-xss-protection']).toBeUndefined();
  }
});

it('gives documents the full policy', async () => {
  for (const url of ['/docs-or-page-that-is-not-api', '/api/docs']) {
    const response = await t.app.inject({ url });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain('https://www.googletagmanager.com');
  }
});
