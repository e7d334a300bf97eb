import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-accounts.ts';
import { crashBackend } from '../../test/crash-backends.ts';
import { startServerProcess } from '../../test/server-process.ts';

/**
 * Issue 26 "Operating it": SIGTERM under load. The real server runs as a child process (main.ts) with its job
 * workers on; 50 requests are in flight when it is told to stop — sign-ins (argon2id, on the thread pool),
 * lists, a report that queues a job, and sign-ins whose bodies trickle in over a second, so they are still
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
  // Long enough to ask /ready while draining; the trickled bodies outlast it, so they span the close.
  SHUTDOWN_DELAY_MS: '300',
  SHUTDOWN_TIMEOUT_MS: '15000',
  LOGIN_RATE_LIMIT: '1000',
};

const login = (email: string) => JSON.stringify({ email, password: DEMO_PASSWORD });

/** A sign-in whose body arrives in pieces over `ms`: the request is accepted long before it can be answered. */
function trickledSignIn(base: string, ms: number): Promise<Response> {
  const bytes = new TextEncoder().encode(login('learner@academy.test'));
  const pieces = 5;
  const size = Math.ceil(bytes.length / pieces);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent > 0) await new Promise((resolve) => setTimeout(resolve, ms / pieces));
      if (sent >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(sent, sent + size));
      sent += size;
    },
  });
  return fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('SIGTERM under load', () => {
  it('answers every accepted request, drains, keeps the job and exits 0', { timeout: 180_000 }, async () => {
    const backend = await crashBackend();
    cleanups.push(() => backend.drop());
    const server = await startServerProcess({ ...backend.env, ...serverEnv, LOG_LEVEL: 'info' });
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

    const inFlight: { what: string; answer: Promise<Response> }[] = [];
    for (let i = 0; i < 10; i++)
      inFlight.push({ what: 'trickled sign-in', answer: trickledSignIn(base, 1200) });
    for (let i = 0; i < 15; i++)
      inFlight.push({
        what: 'sign-in',
        answer: fetch(`${base}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: login('learner@academy.test'),
        }),
      });
    for (let i = 0; i < 24; i++)
      inFlight.push({
        what: 'users list',
        answer: fetch(`${base}/api/v1/users?per_page=50`, { headers: authorized }),
      });
    inFlight.push({
      what: 'report',
      answer: fetch(`${base}/api/v1/company-reports`, {
        method: 'POST',
        headers: { ...authorized, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Asked while stopping', format: 'csv' }),
      }),
    });
    expect(inFlight).toHaveLength(50);
    // Every request is on its way (connections open, headers sent) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = server.stop('SIGTERM');

    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { status: string }).status).toBe('not_ready');

    const answers = await Promise.all(
      inFlight.map(async ({ what, answer }) => {
        const response = await answer.catch((error: Error) => ({ status: `failed: ${error.message}` }));
        if (typeof response.status === 'number' && 'text' in response) await response.text();
        return `${what} ${response.status}`;
      }),
    );
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
