import { request as httpRequest } from 'node:http';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-accounts.ts';
import { crashBackend } from '../../test/crash-backends.ts';
import { startServerProcess } from '../../test/server-process.ts';

/**
 * Issue 26 "Operating it": SIGTERM under load. The real server runs as a child process (main.ts) with its job
 * workers on and a report asked for (its job being worked or waiting); 50 requests are in flight when it is told
 * to stop — sign-ins (argon2id, on the thread pool),
 * lists, and sign-ins whose bodies trickle in over five seconds, so they are still
 * being read when the listener closes. Every one of them is answered with success, `/ready` says 503 while the
 * node drains, the process exits 0, and the report's job is completed or back in the queue, never lost.
 * On the suite's database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
 */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const serverEnv = {
  SEED_DEMO: 'false',
  APP_SECRET: 'shutdown-test-secret-shutdown-test-0000',
  JOBS: 'true',
  // Time to ask /ready while draining; the trickled bodies (12 s) outlast it, so they are still coming in when the
  // listener closes. The timeout leaves a slow machine the time to answer everything taken in.
  SHUTDOWN_DELAY_MS: '6000',
  SHUTDOWN_TIMEOUT_MS: '60000',
  LOGIN_RATE_LIMIT: '1000',
};

/** How many requests the server has taken in so far (its debug line per request, platform/logging). */
const receivedCount = (output: string) => output.split('"msg":"request received"').length - 1;

const login = (email: string) => JSON.stringify({ email, password: DEMO_PASSWORD });

type InFlight = { what: string; connected: Promise<void>; status: Promise<number | string> };

/**
 * One request on a connection of its own (no keep-alive pool that could send it late on an old connection):
 * `connected` once the connection is open and the headers are written, `status` once answered. The body is written
 * in `pieces` over `ms`, so a trickled request is accepted long before it can be answered.
 */
function send(
  base: string,
  what: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body = '',
  { pieces = 1, ms = 0 } = {},
): InFlight {
  const url = new URL(path, base);
  let connected!: () => void;
  const connectedPromise = new Promise<void>((resolve) => (connected = resolve));
  const status = new Promise<number | string>((resolve) => {
    const request = httpRequest(
      url,
      {
        method,
        agent: false,
        headers: {
          ...headers,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', (error) => resolve(`failed: ${error.message}`));
    request.on('socket', (socket) => socket.once('connect', () => connected()));
    request.flushHeaders();
    const size = Math.ceil(body.length / pieces);
    const writePiece = (at: number) => {
      if (at >= body.length) return void request.end();
      request.write(body.slice(at, at + size));
      setTimeout(() => writePiece(at + size), ms / pieces);
    };
    writePiece(0);
  });
  return { what, connected: connectedPromise, status };
}

describe('SIGTERM under load', () => {
  it('answers every accepted request, drains, keeps the job and exits 0', { timeout: 180_000 }, async () => {
    const backend = await crashBackend();
    cleanups.push(() => backend.drop());
    const server = await startServerProcess({ ...backend.env, ...serverEnv, LOG_LEVEL: 'debug' });
    cleanups.push(() => server.stop('SIGKILL'));
    const base = server.url;
    const signedIn = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login('manager@academy.test'),
    });
    expect(signedIn.status).toBe(200);
    const token = ((await signedIn.json()) as { data: { item: { access_token: string } } }).data.item
      .access_token;
    const authorized = { authorization: `Bearer ${token}` };
    expect((await fetch(`${base}/ready`)).status).toBe(200);

    // A report first: its job is being worked, or waiting, when the signal comes.
    const report = await fetch(`${base}/api/v1/company-reports`, {
      method: 'POST',
      headers: { ...authorized, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Asked before stopping', format: 'csv' }),
    });
    expect(report.status).toBe(201);

    const receivedBefore = receivedCount(server.output());
    const inFlight: InFlight[] = [];
    const learner = login('learner@academy.test');
    for (let i = 0; i < 10; i++)
      inFlight.push(
        send(base, 'trickled sign-in', 'POST', '/api/v1/auth/login', {}, learner, { pieces: 6, ms: 12_000 }),
      );
    for (let i = 0; i < 15; i++)
      inFlight.push(send(base, 'sign-in', 'POST', '/api/v1/auth/login', {}, learner));
    for (let i = 0; i < 25; i++)
      inFlight.push(send(base, 'users list', 'GET', '/api/v1/users?per_page=50', authorized));
    expect(inFlight).toHaveLength(50);
    // Every request is taken in by the server (its headers read) before the signal. An open connection is not
    // enough: on a busy machine the kernel completes the handshake of connections the server has not accepted
    // yet, and those are refused when the listener closes, as they would be on any server.
    await Promise.all(inFlight.map((request) => request.connected));
    await vi.waitFor(
      () => expect(receivedCount(server.output())).toBeGreaterThanOrEqual(receivedBefore + inFlight.length),
      { timeout: 60_000, interval: 100 },
    );
    const stopped = server.stop('SIGTERM');

    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { status: string }).status).toBe('not_ready');

    const answers = await Promise.all(inFlight.map(async ({ what, status }) => `${what} ${await status}`));
    const failed = answers.filter((answer) => !/ (200|201)$/.test(answer));
    expect(failed, server.output()).toEqual([]);

    await stopped;
    expect(await server.exited, server.output()).toBe(0);
    // Once stopped, nothing is accepted.
    await expect(fetch(`${base}/health`)).rejects.toThrow();
    expect(server.output()).toContain('shutting down: draining');
    expect(server.output()).toContain('"msg":"stopped"');

    // The report's job was worked to the end, or handed back to the queue for the next node: never lost.
    const jobs = await backend.query<{ state: string }>(
      `select state from pgboss.job where name = 'reports.generate'`,
    );
    expect(jobs).toHaveLength(1);
    expect(['completed', 'created', 'retry']).toContain(jobs[0]!.state);
  });
});
