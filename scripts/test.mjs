#!/usr/bin/env node
// `npm test`: every suite in turn — static checks, unit tests, the API suite on PGlite and (when a server
// answers) on PostgreSQL, then the browser tests in Chromium. Prints each runner's summary and one
// closing line with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'academy-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];
const timings = [];

function run(title, command, args, options = {}) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  timings.push(`${title}: ${seconds} s`);
  console.log(`━━ ${title}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults)
    for (const test of file.assertionResults)
      if (test.status === 'failed')
        failedTests.push(
          `${file.name.replace(root, '')} › ${test.fullName}${why(test.failureMessages?.[0])}`,
        );
}

/** The first lines of a failure's message, so that the tail CI keeps says why, not only what. */
function why(message) {
  if (!message) return '';
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 4);
  return `\n      ${lines.map((line) => line.slice(0, 300)).join('\n      ')}`;
}

function vitest(title, workspace, name, env = {}) {
  const output = join(reports, `${name}.json`);
  run(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--root',
      workspace,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    { env },
  );
  addVitest(output);
}

async function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const url = 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  // The headless shell first: the same engine for less CPU (e2e/playwright.config.ts says more).
  for (const candidate of [
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ])
    if (existsSync(candidate)) return candidate;
  return null;
}

// The failed tests are named again at the very end: CI keeps only the tail of the output.
function collectPlaywrightFailures(suites) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected')
          failedTests.push(
            `${spec.file}:${spec.line} › ${spec.title}${why(test.results.at(-1)?.errors?.[0]?.message)}`,
          );
    collectPlaywrightFailures(suite.suites);
  }
}

run('Type check', 'npm', ['run', 'typecheck', '--silent']);
run('Lint (Biome)', 'npx', ['biome', 'check', '.']);
run('Import rules (dependency-cruiser)', 'node', ['scripts/check-imports.mjs']);
run('Access checks outside policies', 'node', ['scripts/check-access-checks.mjs']);
vitest('Contracts: unit tests', 'packages/contracts', 'contracts');
vitest('Web: component tests', 'apps/web', 'web');
vitest('API suite on PGlite', 'apps/server', 'server-pglite', { TEST_DATABASE_URL: '' });

const databaseUrl = await postgresUrl();
if (databaseUrl)
  vitest('API suite on PostgreSQL', 'apps/server', 'server-postgres', { TEST_DATABASE_URL: databaseUrl });
else
  console.log(
    '\n━━ API suite on PostgreSQL ━━\nNo PostgreSQL answered on 127.0.0.1:5432 and TEST_DATABASE_URL is not set: ran on PGlite only.',
  );

if (existsSync(join(root, 'e2e/playwright.config.ts'))) {
  const chromium = chromiumPath();
  if (!chromium) {
    console.log(
      '\nChromium was not found. Install it with: apt-get install -y chromium-headless-shell (or chromium, or set CHROMIUM_PATH).',
    );
    failures.push('Browser tests (Chromium missing)');
  } else {
    run('Web: production build', 'npm', ['run', 'build', '--workspace', 'apps/web']);
    const output = join(reports, 'e2e.json');
    run(
      'Browser tests (Playwright, Chromium)',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      {
        env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
      },
    );
    if (existsSync(output)) {
      const stats = JSON.parse(readFileSync(output, 'utf8')).stats;
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
      collectPlaywrightFailures(JSON.parse(readFileSync(output, 'utf8')).suites);
    }
  }
}

rmSync(reports, { recursive: true, force: true });
// Per-step times keep the CI budget visible (README "The two commands": under 30 minutes on 2 cores).
console.log(`\nTime per step: ${timings.join(' · ')}`);
if (failedTests.length)
  console.log(`\nFailed tests:\n${failedTests.map((name) => `  ✗ ${name}`).join('\n')}`);
console.log(`\n${failures.length ? `Failed steps: ${failures.join('; ')}` : 'Every step passed.'}`);
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
