import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-accounts.ts';
import { type CrashBackend, crashBackend } from '../../test/crash-backends.ts';
import { startServerProcess } from '../../test/server-process.ts';

/**
 * Issue 23 §2's proof: a write that owes a job survives the death of its process right after the answer. The
 * real server runs as a child process with JOBS=enqueue-only (jobs queued in pg-boss's tables, none worked),
 * a company report is asked for, and the process is killed with SIGKILL as soon as the 201 arrives: nothing
 * in memory survives. Restarted with its workers on, the server makes the report, exactly once. On the suite's
 * database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set — each a copy of the test template (demo data).
 */
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

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

async function crashAndRecover(backend: CrashBackend) {
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
  const jobs = await backend.query<{ state: string }>(jobStates);
  expect(jobs.map((job) => job.state)).toEqual(['completed']);
}

describe('a job owed by a write survives a crash right after the answer', () => {
  it('the report is made once after the restart', { timeout: 300_000 }, async () => {
    const backend = await crashBackend();
    cleanups.push(() => backend.drop());
    await crashAndRecover(backend);
  });
});
