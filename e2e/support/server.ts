import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from '@playwright/test';
import { serverEntryArguments } from '../../apps/server/src/test/server-bundle.ts';

/** The repository root; the server is started from there like `npm start` does. */
export const ROOT = resolve(import.meta.dirname, '../..');

export type RunningServer = {
  baseURL: string;
  port: number;
  dataDir: string;
  stop: () => Promise<void>;
  process: ChildProcess;
};

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForContext(
  baseURL: string,
  child: ChildProcess,
  timeoutMs: number,
  acceptStatus: number[],
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/v1/context`);
      if (acceptStatus.includes(response.status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The server at ${baseURL} did not answer GET /api/v1/context within ${timeoutMs} ms`);
}

/**
 * The global setup's migrated and seeded data dir (database and demo media), when there is one: each server
 * starts from a copy of it, so only one server per run spends its start-up seeding the demo.
 */
export const templateDataDirVariable = 'E2E_TEMPLATE_DATA_DIR';

/**
 * Starts the real server (demo seed, fresh data dir) on a free port and waits until GET /api/v1/context
 * answers. The web app must have been built (apps/web/dist) beforehand.
 * The demo is seeded WITHOUT its history (DEMO_HISTORY=0): the specs count the demo's rows as they are. A spec
 * that wants the history passes `{ DEMO_HISTORY: '1' }` with `fresh` (the run's template holds no history, and
 * the seed only runs on an empty database).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { expectStatus?: number[]; keepDataDir?: boolean; fresh?: boolean } = {},
) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-e2e-'));
  const template = options.fresh ? undefined : process.env[templateDataDirVariable];
  if (template) cpSync(template, dataDir, { recursive: true });
  // Node itself (not `npx tsx`, which adds two processes): the child's exit is the server's, so `stop` resolves
  // only once the database is closed and the data dir can be copied or removed. The run's bundle of the server
  // (built by the global setup), else the sources through tsx's loader.
  const child = spawn(process.execPath, serverEntryArguments(), {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ALTCHA_MAX_NUMBER: '2000',
      LOGIN_RATE_LIMIT: '1000',
      DEMO_HISTORY: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForContext(baseURL, child, 120_000, options.expectStatus ?? [200]);
  } catch (error) {
    stopProcess(child);
    throw new Error(`${(error as Error).message}\n${output.slice(-4000)}`);
  }
  // The data dir goes once the server has exited (it closes the database on the way out), not after a guess.
  const exited = new Promise<void>((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) resolveExit();
    else child.once('exit', () => resolveExit());
  });
  const stop = async () => {
    stopProcess(child);
    await exited;
    if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseURL, port, dataDir, stop, process: child } satisfies RunningServer;
}

/** Ends the server (and anything it started) by process group, only the one we started. */
function stopProcess(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/**
 * A server of the spec's own (or the describe block's, when called inside one): started in a beforeAll hook
 * registered here, stopped in an afterAll. Specs that write get one so the run's shared server keeps the demo
 * as seeded for the specs that read it. A spec's own beforeAll hooks (data set up through the API) go after
 * this call: Playwright runs a block's beforeAll hooks in the order they were registered.
 * Such a spec runs its tests in one worker (`test.describe.configure({ mode: 'default' })`): under
 * `fullyParallel` each worker that takes one of its tests would start a server of its own.
 * Its fields are read in hooks and tests once it has started; reading them earlier is a mistake and throws.
 */
export function ownServer(
  options: { env?: Record<string, string>; expectStatus?: number[]; timeout?: number; fresh?: boolean } = {},
): RunningServer & { startedBaseURL(): string | undefined } {
  let running: RunningServer | null = null;
  const started = () => {
    if (!running) throw new Error("The spec's own server is read before its beforeAll hook started it.");
    return running;
  };
  test.beforeAll(async () => {
    // A bound on the start, not its speed: it leaves room for a machine busy with other work.
    test.setTimeout(options.timeout ?? 240_000);
    running = await startServer(options.env, { expectStatus: options.expectStatus, fresh: options.fresh });
  });
  test.afterAll(async () => {
    await running?.stop();
  });
  return {
    get baseURL() {
      return started().baseURL;
    },
    get port() {
      return started().port;
    },
    get dataDir() {
      return started().dataDir;
    },
    get process() {
      return started().process;
    },
    stop: () => started().stop(),
    // For `test.use({ baseURL })`: Playwright resolves that option once before the hooks have run as well.
    startedBaseURL: () => running?.baseURL,
  };
}
