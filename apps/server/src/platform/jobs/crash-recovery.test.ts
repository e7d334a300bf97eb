import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-accounts.ts';
import { createEmptyPostgresDatabase } from '../../test/template-database.ts';

/**
 * Issue 23 §2's proof: a write that owes a job survives the death of its process right after the answer. The
 * real server runs as a child process with JOBS=enqueue-only (jobs queued in pg-boss's tables, none worked),
 * a company report is asked for, and the process is killed with SIGKILL as soon as the 201 arrives: nothing
 * in memory survives. Restarted with its workers on, the server makes the report, exactly once. On PGlite
 * always; on PostgreSQL too when TEST_DATABASE_URL is set (a fresh database of its own).
 */
const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const mainFile = fileURLToPath(new URL('../../main.ts', import.meta.url));

type Backend = { name: string; env: Record<string, string>; reportJobs(): Promise<string[]> };
const running = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

async function pgliteBackend(): Promise<Backend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-crash-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
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
  const empty = await createEmptyPostgresDatabase();
  if (!empty) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-crash-pg-'));
  cleanups.push(
    () => rmSync(dataDir, { recursive: true, force: true }),
    () => empty.drop(),
  );
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: empty.url },
    async reportJobs() {
      const client = new pg.Client({ connectionString: empty.url });
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

/** Starts `main.ts` and resolves once it listens. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      DEMO_HISTORY: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Academy is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

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

async function crashAndRecover(backend: Backend) {
  const first = await startServer({ ...backend.env, JOBS: 'enqueue-only' });
  const token = await signIn(first.base);
  const asked = await fetch(`${first.base}/api/v1/company-reports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Survives a crash', format: 'csv' }),
  });
  // Killed right after the answer: no graceful stop, no after-commit work, nothing in memory survives.
  first.child.kill('SIGKILL');
  expect(asked.status).toBe(201);
  const { uuid } = ((await asked.json()) as { data: { item: { uuid: string } } }).data.item;
  await exited(first.child);

  const second = await startServer({ ...backend.env, JOBS: 'true' });
  const until = Date.now() + 60_000;
  let report = await reportOf(second.base, token, uuid);
  while (report.status !== 'done' && report.status !== 'failed' && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    report = await reportOf(second.base, token, uuid);
  }
  expect(report.status).toBe('done');
  const file = await fetch(`${second.base}/api/v1/company-reports/${uuid}/download`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(file.status).toBe(200);
  expect((await file.text()).length).toBeGreaterThan(0);
  second.child.kill('SIGTERM');
  await exited(second.child);
  // One job was queued with the report, and it ran once.
  expect(await backend.reportJobs()).toEqual(['completed']);
}

describe('a job owed by a write survives a crash right after the answer', () => {
  it('on PGlite: the report is made once after the restart', { timeout: 300_000 }, async () => {
    await crashAndRecover(await pgliteBackend());
  });

  // Only where a PostgreSQL server is given (as the suite's other PostgreSQL tests): a fresh database of its own.
  if (process.env.TEST_DATABASE_URL)
    it('on PostgreSQL: the report is made once after the restart', { timeout: 300_000 }, async () => {
      const backend = await postgresBackend();
      expect(backend).not.toBeNull();
      await crashAndRecover(backend!);
    });
});
