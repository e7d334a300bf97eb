import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { serverEntryArguments } from './server-bundle.ts';

/** The repository root: the server process starts from there, as `npm start` does. */
const root = resolve(import.meta.dirname, '../../../..');

export type ServerProcess = {
  url: string;
  /** Sends `signal` and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Resolves with the exit code once the process has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /** What the process wrote, for a failing test's message. */
  output(): string;
};

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The real server (`main.ts`) as a process of its own on a free port, for what only processes show: several
 * nodes on one database, a crash. Resolves once GET /api/v1/context answers 200, within `startWithinSeconds` (a
 * process compiles the server and migrates at start: about a minute on a busy two-core machine, more when several
 * start at once).
 */
export async function startServerProcess(
  env: Record<string, string>,
  { startWithinSeconds = 120 } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, serverEntryArguments(), {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };

  const deadline = Date.now() + startWithinSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server exited at start (${child.exitCode}):\n${output}`);
    const answer = await fetch(`${url}/api/v1/context`).catch(() => null);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`The server did not answer within ${startWithinSeconds} s:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return { url, stop, exited, output: () => output };
}
