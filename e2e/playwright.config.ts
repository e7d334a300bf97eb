import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/browsers.ts';

// One output folder per run: Playwright empties its output folder when a run starts, so two runs at the same
// time (several people or agents on one checkout) would otherwise delete each other's traces mid-run.
// Set in the runner process before the workers start, which inherit it.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Bounds on a test and on one expectation, not speeds to keep: every step waits for what it expects to see
  // and usually takes a fraction of these; they leave room for a machine busy with other work.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  // One worker per core (at most four): more would only make each browser, and the shared server, slower.
  workers: Math.min(4, availableParallelism()),
  // `list` for each test as it ends; the timing summary at the end says where the run's time went. `npm test`
  // (scripts/test.mjs) names a JSON file in PLAYWRIGHT_JSON_OUTPUT_NAME to count these tests in its closing
  // totals and name the failed ones.
  reporter: [
    ['list'],
    ['./support/timing-reporter.ts'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  outputDir: `./test-results/${process.env.E2E_RUN_ID}`,
  use: {
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'Europe/Oslo',
    // A failed test keeps its trace (DOM snapshots, network, console) but the trace films no screencast: the
    // screencast had the browser paint and encode frames all through every test, about half of the browser's
    // CPU here (10 page loads: 26.5 s of CPU with it, 14.9 s without, 10.7 s with no trace). The screenshot
    // of a failure is still taken.
    // In CI no trace at all: only the printed output of a CI run is read, and recording DOM snapshots of every
    // action cost about 40 % more browser CPU than none (14.9 s against 10.7 s for those 10 page loads).
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: chromiumArgs,
    },
  },
});
