import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createFileStorage, type FileStorage } from '../storage/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /health', () => {
  it('answers small JSON on any host, signed out, never cached and never the web page', async () => {
    const response = await t.app.inject({ url: '/health', headers: { host: '10.0.0.7:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'up' });
  });
});

describe('GET /ready', () => {
  it('is ready with the database reachable, the migrations current and the storage writable', async () => {
    const response = await t.app.inject({ url: '/ready', headers: { host: 'probe.internal' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    // Jobs run inline in tests (JOBS=false): this process works none, so there is no worker to check.
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok', jobs: 'off' },
    });
  });

  it('is not ready while the process drains (SIGTERM), with every check still passing', async () => {
    t.app.services.lifecycle.draining = true;
    try {
      const response = await t.app.inject({ url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'ok', migrations: 'ok', storage: 'ok', jobs: 'off' },
      });
    } finally {
      t.app.services.lifecycle.draining = false;
    }
  });

  it('is not ready while the job worker this process should run is not running', async () => {
    const jobsOn = await buildTestApp({ config: { jobs: true } });
    try {
      const response = await jobsOn.app.inject({ url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks).toMatchObject({ database: 'ok', jobs: 'failed' });
    } finally {
      await jobsOn.close();
    }
  });

  it('is not ready when the storage cannot be written, and says which check failed and nothing more', async () => {
    const working = createFileStorage(t.config);
    const readOnly: FileStorage = {
      kind: working.kind,
      put: () => Promise.reject(new Error('EROFS: read-only file system, /data/secret-path')),
      get: (key, range) => working.get(key, range),
      stat: (key) => working.stat(key),
      delete: (key) => working.delete(key),
      deletePrefix: (prefix) => working.deletePrefix(prefix),
    };
    const broken = await buildTestApp({ storage: readOnly });
    try {
      const response = await broken.app.inject({ url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'ok', migrations: 'ok', storage: 'failed', jobs: 'off' },
      });
      expect(response.body).not.toContain('secret-path');
    } finally {
      await broken.close();
    }
  });

  it('is not ready on a database a newer release has migrated further than this code knows', async () => {
    const newer = await buildTestApp();
    try {
      await newer.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${Date.now() + 86_400_000})`,
      );
      const response = await newer.app.inject({ url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks).toMatchObject({ database: 'ok', migrations: 'failed' });
    } finally {
      await newer.close();
    }
  });
});
