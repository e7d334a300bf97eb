import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-accounts.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { copyTemplateDatabase } from '../../test/template-database.ts';

/**
 * Issue 23 §2's proof: a write that owes a job survives the death of its process right after the answer. The
 * real server runs as a child process with JOBS=enqueue-only (jobs queued in pg-boss's tables, none worked),
 * a company report is asked for, and the process is killed with SIGKILL as soon as the 201 arrives: nothing
 * in memory survives. Restarted with its workers on, the server makes the report, exactly once. On the suite's
 * database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set — each a copy of the test template (demo data).
 */
type Backend = { name: string; env: Record<string, string>; reportJobs(): Promise<string[]> };
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function pgliteBackend(): Promise<Backend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-crash-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // The server's database starts as the suite's template, so neither start spends its time seeding the demo.
  const template = new PGlite(join(dataDir, 'pglite'), {
    loadDataDir: new Blob([readFileSync(process.env.ACADEMY_TEMPLATE_DUMP!)]),
  });
  await template.close();
  return {
    name: 'PGlite',
    env: { DATA_DIR: dataDir },
    // Read once the server has stopped: PGlite's directory is one process's at a time.
    async reportJobs() {
      const db = new PGlite(join(dataDir, 'pglite'));
      try {
        return (await db.query<{ state: string }>(jobStates)).rows.map((row) => row.state);
      } finally {
        await db.close();
      }
    },
  };
}

async function postgresBackend(): Promise<Backend | null> {
  const copy = await copyTemplateDatabase();
  if (!copy) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-crash-pg-'));
  cleanups.push(
    () => rmSync(dataDir, { recursive: true, force: true }),
    () => copy.drop(),
  );
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: copy.url },
    async reportJobs() {
      const client = new pg.Client({ connectionString: copy.url });
      await client.connect();
      try {
        return (await client.query<{ state: string }>(jobStates)).rows.map((row) => row.state);
      } finally {
        await client.end();
      }
    },
  };
}

const jobStates = `select state from pgboss.job where name = 'reports.generate' order by created_on`;

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager@academy.test', password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { item: { access_token: string } } }).data.item.access_token;
}

async function reportOf(base: string, token: string, uuid: string) {
  const response = await fetch(`${base}/api/v1/company-reports/${uuid}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { item: { status: string; size: number | null } } }).data.item;
}

const serverEnv = { SEED_DEMO: 'false', APP_SECRET: 'crash-test-secret-crash-test-secret-0000' };

async function crashAndRecover(backend: Backend) {
  const first = await startServerProcess({ ...backend.env, ...serverEnv, JOBS: 'enqueue-only' });
  cleanups.push(() => first.stop('SIGKILL'));
  const base = first.url;
  const token = await signIn(base);
  const asked = await fetch(`${base}/api/v1/company-reports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Survives a crash', format: 'csv' }),
  });
  const body = await asked.text();
  // Killed right after the answer: no graceful stop, no after-commit work, nothing in memory survives.
  await first.stop('SIGKILL');
  expect(asked.status).toBe(201);
  const { uuid } = (JSON.parse(body) as { data: { item: { uuid: string } } }).data.item;

  const second = await startServerProcess({ ...backend.env, ...serverEnv, JOBS: 'true' });
  cleanups.push(() => second.stop('SIGKILL'));
  const until = Date.now() + 60_000;
  let report = await reportOf(second.url, token, uuid);
  while (report.status !== 'done' && report.status !== 'failed' && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    report = await reportOf(second.url, token, uuid);
  }
  expect(report.status).toBe('done');
  const file = await fetch(`${second.url}/api/v1/company-reports/${uuid}/download`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(file.status).toBe(200);
  expect((await file.text()).length).toBeGreaterThan(0);
  await second.stop('SIGTERM');
  // One job was queued with the report, and it ran once.
  expect(await backend.reportJobs()).toEqual(['completed']);
}

describe('a job owed by a write survives a crash right after the answer', () => {
  it('the report is made once after the restart', { timeout: 300_000 }, async () => {
    await crashAndRecover((await postgresBackend()) ?? (await pgliteBackend()));
  });
});
