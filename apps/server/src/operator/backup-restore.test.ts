import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { crashBackend } from '../test/crash-backends.ts';
import { startServerProcess } from '../test/server-process.ts';
import { createEmptyPostgresDatabase } from '../test/template-database.ts';

/**
 * Issue 26 "backups and restore, proven by a script that dumps, restores into a new database and starts on it":
 * the real server writes (a company report: rows in the database, its file in the storage), scripts/backup.sh
 * backs it up, scripts/restore.sh restores it into a NEW database and data directory, and a server started on
 * those reads the report and downloads the very same file. On PostgreSQL (TEST_DATABASE_URL) with pg_dump while
 * the server runs; on PGlite by copying the data directory of the stopped server.
 */
const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../../..');
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const secret = { APP_SECRET: 'backup-test-secret-backup-test-secret-00', SEED_DEMO: 'false' };

function script(name: string, args: string[], env: Record<string, string>) {
  return run('bash', [join(root, 'scripts', name), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
  });
}

async function signIn(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager@academy.test', password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const token = ((await response.json()) as { data: { item: { access_token: string } } }).data.item
    .access_token;
  return { authorization: `Bearer ${token}` };
}

async function reportOf(base: string, headers: Record<string, string>, uuid: string) {
  const response = await fetch(`${base}/api/v1/company-reports/${uuid}`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { item: { status: string; name: string } } }).data.item;
}

async function download(base: string, headers: Record<string, string>, uuid: string) {
  const response = await fetch(`${base}/api/v1/company-reports/${uuid}/download`, { headers });
  expect(response.status).toBe(200);
  return response.text();
}

describe('backup and restore', () => {
  it('restores into a new database that a server starts on, with the data and files', {
    timeout: 240_000,
  }, async () => {
    const backend = await crashBackend();
    cleanups.push(() => backend.drop());
    const server = await startServerProcess({ ...backend.env, ...secret, JOBS: 'true' });
    cleanups.push(() => server.stop('SIGKILL'));
    const headers = await signIn(server.url);
    const asked = await fetch(`${server.url}/api/v1/company-reports`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kept by the backup', format: 'csv' }),
    });
    expect(asked.status).toBe(201);
    const { uuid } = ((await asked.json()) as { data: { item: { uuid: string } } }).data.item;
    const until = Date.now() + 60_000;
    while ((await reportOf(server.url, headers, uuid)).status !== 'done' && Date.now() < until)
      await new Promise((wait) => setTimeout(wait, 250));
    const file = await download(server.url, headers, uuid);
    expect(file.length).toBeGreaterThan(0);

    const backups = mkdtempSync(join(tmpdir(), 'academy-backups-'));
    const target = mkdtempSync(join(tmpdir(), 'academy-restored-'));
    cleanups.push(() => rmSync(backups, { recursive: true, force: true }));
    cleanups.push(() => rmSync(target, { recursive: true, force: true }));
    const source = { DATA_DIR: backend.env.DATA_DIR!, ...(backend.url ? { DATABASE_URL: backend.url } : {}) };

    let restoredEnv: Record<string, string>;
    let made: string;
    if (backend.url) {
      // PostgreSQL: dumped while the server runs.
      made = (await script('backup.sh', [backups], source)).stdout;
      await server.stop('SIGTERM');
      const empty = await createEmptyPostgresDatabase();
      cleanups.push(() => empty!.drop());
      restoredEnv = { DATA_DIR: target, DATABASE_URL: empty!.url };
    } else {
      // PGlite: its directory is copied while the server is stopped; without --stopped the script refuses.
      await expect(script('backup.sh', [backups], source)).rejects.toMatchObject({
        stderr: expect.stringContaining('stop the server'),
      });
      await server.stop('SIGTERM');
      made = (await script('backup.sh', ['--stopped', backups], source)).stdout;
      restoredEnv = { DATA_DIR: target };
    }
    const backup = made.trim().split('\n').at(-1)!;
    expect(backup.startsWith(backups)).toBe(true);
    await script('restore.sh', [backup], restoredEnv);
    // A second restore into the same place is refused: a restore never writes over data.
    await expect(script('restore.sh', [backup], restoredEnv)).rejects.toMatchObject({
      stderr: expect.stringMatching(/not empty/),
    });

    const restored = await startServerProcess({ ...restoredEnv, ...secret, JOBS: 'false' });
    cleanups.push(() => restored.stop('SIGKILL'));
    const again = await signIn(restored.url);
    expect(await reportOf(restored.url, again, uuid)).toMatchObject({
      status: 'done',
      name: 'Kept by the backup',
    });
    expect(await download(restored.url, again, uuid)).toBe(file);
    expect((await fetch(`${restored.url}/ready`)).status).toBe(200);
    await restored.stop('SIGTERM');
  });
});
