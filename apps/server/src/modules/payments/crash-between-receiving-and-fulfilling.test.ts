import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-accounts.ts';
import { type CrashBackend, crashBackend } from '../../test/crash-backends.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { localWebhookSecret } from './local-provider.ts';
import { signWebhook } from './webhook-signature.ts';

/**
 * Issue 24's crash: the server is killed (SIGKILL) after it stored a payment event and before it fulfilled it.
 * The provider, unanswered, delivers the event again — to the restarted server — and the buyer gets the course
 * once. On PostgreSQL the kill lands exactly in between: the test holds the checkout's row lock, so the server
 * stores the event and then waits inside the fulfilment until it dies. On PGlite (one process owns the
 * database) it is killed right after the delivery is sent, wherever it got to: the outcome must be the same.
 */
const appSecret = 'crash-test-secret-crash-test-secret-0000';
const serverEnv = { SEED_DEMO: 'false', APP_SECRET: appSecret, JOBS: 'false' };
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function started(backend: CrashBackend): Promise<ServerProcess> {
  const server = await startServerProcess({ ...backend.env, ...serverEnv });
  cleanups.push(() => server.stop('SIGKILL'));
  return server;
}

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

/** The learner's checkout of the first product on sale, as the product page makes it. */
async function checkoutOfLearner(base: string) {
  const login = await json<{ data: { item: { access_token: string } } }>(
    await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'learner@academy.test', password: DEMO_PASSWORD }),
    }),
    200,
  );
  const token = login.data.item.access_token;
  const catalogue = await json<{ data: { items: { uuid: string; price: number }[] } }>(
    await fetch(`${base}/api/public/v1/products`),
    200,
  );
  const product = catalogue.data.items[0];
  const created = await json<{ data: { item: { uuid: string; provider: string } } }>(
    await fetch(`${base}/api/ecommerce/v1/checkouts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ product: product.uuid }),
    }),
    201,
  );
  expect(created.data.item.provider).toBe('local');
  return { token, checkout: created.data.item.uuid, price: product.price };
}

/** The sandbox's `transaction.completed` for the checkout, delivered as the provider does: signed now. */
function deliver(base: string, body: string) {
  const signature = signWebhook(localWebhookSecret(appSecret), body, Math.floor(Date.now() / 1000));
  return fetch(`${base}/api/ecommerce/v1/webhooks/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'paddle-signature': signature },
    body,
  });
}

const storedEvent = `select processed_at from inbox_events where source = 'local' and event_id = $1`;

it('gives the bought course once after the server died between storing the event and fulfilling it', {
  timeout: 300_000,
}, async () => {
  const backend = await crashBackend();
  cleanups.push(() => backend.drop());
  const first = await started(backend);
  const { token, checkout, price } = await checkoutOfLearner(first.url);
  const eventId = `evt_crash_${randomUUID()}`;
  const body = JSON.stringify({
    event_id: eventId,
    event_type: 'transaction.completed',
    occurred_at: new Date().toISOString(),
    data: {
      id: `txn_crash_${randomUUID()}`,
      status: 'completed',
      custom_data: { checkout_id: checkout },
      currency_code: 'NOK',
      details: { totals: { grand_total: String(price), total: String(price) } },
    },
  });

  if (backend.url) {
    const holder = new pg.Client({ connectionString: backend.url });
    await holder.connect();
    cleanups.push(() => holder.end());
    await holder.query('begin');
    await holder.query('select id from checkouts where uuid = $1 for update', [checkout]);
    const delivery = deliver(first.url, body).catch(() => null);
    // Stored (committed on its own) and then waiting for the checkout inside the fulfilment's transaction.
    await expect
      .poll(async () => (await holder.query(storedEvent, [eventId])).rows, { timeout: 30_000 })
      .toEqual([{ processed_at: null }]);
    await first.stop('SIGKILL');
    expect(await delivery).toBeNull();
    await holder.query('rollback');
  } else {
    const delivery = deliver(first.url, body).catch(() => null);
    await first.stop('SIGKILL');
    await delivery;
  }

  const second = await started(backend);
  // The provider delivers again what was never answered; then once more, as providers do.
  const again = await json<{ data: { item: unknown } }>(await deliver(second.url, body), 200);
  expect(again.data.item).toBeTruthy();
  expect((await deliver(second.url, body)).status).toBe(200);
  const exists = await json<{ data: { item: { exists: boolean } } }>(
    await fetch(`${second.url}/api/ecommerce/v1/receipts/exists?checkout_id=${checkout}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    200,
  );
  expect(exists.data.item.exists).toBe(true);
  await second.stop('SIGTERM');

  const receipts = await backend.query<{ count: number }>(
    `select count(*)::int as count from receipts where checkout_id = $1`,
    [checkout],
  );
  expect(receipts).toEqual([{ count: 1 }]);
  // What the product includes (its courses and books), each given once: no row of a grant twice.
  const given = await backend.query<{ kind: string; target_id: number; times: number }>(
    `select g.kind, g.target_id, count(*)::int as times from receipt_grants g
       join receipts r on r.id = g.receipt_id where r.checkout_id = $1 group by g.kind, g.target_id`,
    [checkout],
  );
  expect(given.map((row) => row.kind)).toContain('enrollment');
  expect(given.filter((row) => row.times !== 1)).toEqual([]);
  const enrollments = await backend.query<{ course_id: number; live: number }>(
    `select e.course_id, count(*)::int as live from enrollments e
       join users u on u.id = e.enrollable_id and e.enrollable_type = 'user'
       where u.email = 'learner@academy.test' and e.revoked_at is null group by e.course_id`,
  );
  expect(enrollments.filter((row) => row.live !== 1)).toEqual([]);
});
