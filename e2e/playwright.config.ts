import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/** Debian's chromium (DESIGN §2: nothing downloads a browser); CHROMIUM_PATH overrides. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'Chromium was not found. Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.',
    );
  }
}

// One output folder per run: Playwright empties its output folder when a run starts, so two runs at the same
// time (several people or agents on one checkout) would otherwise delete each other's traces mid-run.
// Set in the runner process before the workers start, which inherit it.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 4,
  reporter: [['list']],
  outputDir: `./test-results/${process.env.E2E_RUN_ID}`,
  use: {
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'Europe/Oslo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
