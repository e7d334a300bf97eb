import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/**
 * Issue 26: the configuration is checked at start, as a whole, and told in words — which variable, what is
 * wrong, what it takes — with exit code 1 and no stack trace. Secrets are never echoed back.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'academy-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir, APP_SECRET: 'config-test-secret-config-test-secret-00' };

function problemsOf(environment: Record<string, string>) {
  try {
    loadConfig({ ...base, ...environment });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('the configuration', () => {
  it('accepts the defaults, and reads the operating settings', () => {
    const config = loadConfig({ ...base, SLOW_QUERY_MS: '250', SHUTDOWN_TIMEOUT_MS: '5000' });
    expect(config).toMatchObject({ slowQueryMs: 250, shutdownTimeoutMs: 5000, shutdownDelayMs: 0 });
    expect(loadConfig(base).slowQueryMs).toBe(500);
  });

  it('tells every problem at once: variable, what is wrong, what is expected', () => {
    const error = problemsOf({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      JOBS: 'maybe',
      SEED_DEMO: 'ja',
      DATABASE_URL: 'mysql://root:hunter2@db/academy',
      STORAGE: 's3',
      PADDLE_API_KEY: 'pdl_live_apikey_secret',
    });
    expect(error.problems.map((problem) => problem.variable).sort()).toEqual(
      [
        'DATABASE_URL',
        'JOBS',
        'LOG_LEVEL',
        'PADDLE_CLIENT_TOKEN',
        'PADDLE_WEBHOOK_SECRET',
        'PORT',
        'S3_BUCKET',
        'SEED_DEMO',
      ].sort(),
    );
    expect(error.message).toContain(
      'PORT: "eighty" is not a number; expected a whole number from 0 to 65535.',
    );
    expect(error.message).toContain(
      'LOG_LEVEL: "loud" is not one of the allowed values; expected one of fatal',
    );
    expect(error.message).toContain(
      'JOBS: "maybe" is not one of the allowed values; expected true, false or enqueue-only',
    );
    expect(error.message).toContain(
      'DATABASE_URL: the scheme "mysql" is not supported; expected a PostgreSQL address',
    );
    expect(error.message).toContain('S3_BUCKET: is missing with STORAGE=s3');
    // A secret, or an address that may hold one, is never repeated.
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain('pdl_live_apikey_secret');
  });

  it('says how short a secret is, not what it is', () => {
    const error = problemsOf({ APP_SECRET: 'too-short-secret' });
    expect(error.message).toContain(
      'APP_SECRET: the value given is too short (16 characters); expected a random',
    );
    expect(error.message).not.toContain('too-short-secret');
  });

  it('stops the server process with exit code 1 and the list on stderr, without a stack trace', async () => {
    const root = resolve(import.meta.dirname, '../../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: '-1',
        SMTP_URL: 'mail.example.com',
        TOKEN_TTL_MINUTES: '0',
        APP_SECRET: 'short',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('The configuration is not valid (4 problems):');
    expect(stderr).toContain('  - PORT: "-1" is too small; expected a whole number from 0 to 65535.');
    expect(stderr).toContain('  - SMTP_URL: the value given is not an address; expected an SMTP address');
    expect(stderr).toContain('  - TOKEN_TTL_MINUTES: "0" is too small; expected a whole number of minutes');
    expect(stderr).toContain('  - APP_SECRET: the value given is too short (5 characters)');
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).not.toContain('ZodError');
  });
});
