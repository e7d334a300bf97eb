import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.ts';
import { DEMO_PASSWORD } from '../../demo/demo-accounts.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { createEmptyPostgresDatabase } from '../../test/template-database.ts';
import { mailDeliveryJob, urgentMailDeliveryJob } from '../mail/mail-service.ts';

/**
 * Issue 26, "Several nodes on one PostgreSQL", with the real thing: `main.ts` processes, two then four, started at
 * the same moment on an empty database (a new installation's first deploy), each migrating, seeding the demo and
 * setting up the job queue at start. All come up ready; every migration and pg-boss's set-up happened once; a
 * token one node issued works on another and a user deactivated on one is refused by another within a second; the
 * named background jobs (a welcome mail through the outbox, a company report, and the reminders and the expiry
 * digest from their schedules, watched by both nodes' clocks) each run exactly once across the nodes; SIGTERM
 * stops every node cleanly. PostgreSQL only: PGlite's database belongs to one process, so there is nothing to
 * share (jobs-start-together.test.ts covers two apps over it in one process).
 */
const postgres = process.env.TEST_DATABASE_URL;

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** In force on the other node within one second (the revocation bus; the cached actor would last a minute). */
const withinMs = 1000;
const migrationCount = (
  JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

type Answer = { status: number; body: { data?: { item?: Record<string, unknown> } } };

async function call(node: ServerProcess, method: string, path: string, token?: string, body?: object) {
  const response = await fetch(`${node.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => ({})) } as Answer;
}

async function signIn(node: ServerProcess, email: string): Promise<string> {
  const answer = await call(node, 'POST', '/api/v1/auth/login', undefined, {
    email,
    password: DEMO_PASSWORD,
  });
  expect(answer.status, node.output()).toBe(200);
  return answer.body.data!.item!.access_token as string;
}

async function query<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

type Cluster = { url: string; dataDir: string; nodes: ServerProcess[] };

/**
 * `count` server processes on a new empty database, spawned at the same moment, sharing one DATA_DIR (the
 * storage every node of a deploy shares: reports' files, the mail written to disk). Resolves once every one
 * answers; a node that failed at start fails the test with its output.
 */
async function startCluster(count: number, env: Record<string, string> = {}): Promise<Cluster> {
  const empty = (await createEmptyPostgresDatabase())!;
  const dataDir = mkdtempSync(join(tmpdir(), `academy-nodes-${count}-`));
  cleanups.push(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await empty.drop();
  });
  const started = await Promise.allSettled(
    Array.from({ length: count }, () =>
      startServerProcess(
        {
          DATABASE_URL: empty.url,
          DATA_DIR: dataDir,
          SEED_DEMO: 'true',
          APP_SECRET: 'nodes-test-secret-nodes-test-secret-000',
          // Long enough that only the revocation bus can make a change reach another node within the second.
          ACTOR_CACHE_SECONDS: '60',
          LOGIN_RATE_LIMIT: '1000',
          ...env,
        },
        { startWithinSeconds: 360 },
      ),
    ),
  );
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  cleanups.push(() => Promise.all(nodes.map((node) => node.stop('SIGKILL'))));
  const failures = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  expect(failures).toEqual([]);
  return { url: empty.url, dataDir, nodes };
}

/** Every node is ready (database, migrations, storage, job worker), and the start-up work was done once. */
async function expectAllUpAndSetUpOnce({ url, nodes }: Cluster, queues: string[]) {
  for (const node of nodes) {
    const ready = await fetch(`${node.url}/ready`);
    expect(ready.status, node.output()).toBe(200);
    expect(((await ready.json()) as { status: string }).status).toBe('ready');
  }
  const [migrations] = await query<{ n: number; distinct_n: number }>(
    url,
    'select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations',
  );
  expect(migrations).toEqual({ n: migrationCount, distinct_n: migrationCount });
  // pg-boss's schema installed once (one version row), each queue created once, each schedule kept once.
  expect(await query(url, 'select version from pgboss.version')).toHaveLength(1);
  const queueRows = await query<{ name: string }>(url, 'select name from pgboss.queue where name = any($1)', [
    queues,
  ]);
  expect(queueRows.map((row) => row.name).sort()).toEqual([...queues].sort());
  const schedules = await query<{ name: string; n: number }>(
    url,
    'select name, count(*)::int as n from pgboss.schedule group by name',
  );
  expect(schedules.length).toBeGreaterThan(0);
  expect(schedules.filter((schedule) => schedule.n !== 1)).toEqual([]);
  // The demo seeded once: one tenant, one of each demo account.
  expect(await query(url, 'select id from tenants')).toHaveLength(1);
  const [accounts] = await query<{ n: number; distinct_n: number }>(
    url,
    'select count(*)::int as n, count(distinct email)::int as distinct_n from users',
  );
  expect(accounts!.n).toBe(accounts!.distinct_n);
}

/** A token from the first node works on every other; a learner deactivated on the first is refused by the last. */
async function expectSessionsAcrossNodes({ nodes }: Cluster) {
  const [first, ...others] = nodes as [ServerProcess, ...ServerProcess[]];
  const last = others.at(-1)!;
  const settings = async (node: ServerProcess, token: string) =>
    (await call(node, 'GET', '/api/v1/users/me/settings', token)).status;
  const fjord = await signIn(first, 'fjord.learner@academy.test');
  for (const node of others) expect(await settings(node, fjord)).toBe(200);

  const admin = await signIn(first, 'admin@academy.test');
  const learner = await signIn(first, 'learner@academy.test');
  const context = await call(last, 'GET', '/api/v1/context', learner);
  const learnerUuid = (context.body.data!.item!.user as { uuid: string }).uuid;
  // The last node now keeps the learner for a minute.
  expect(await settings(last, learner)).toBe(200);
  expect(
    (await call(first, 'PATCH', `/api/v1/users/${learnerUuid}`, admin, { is_active: false })).status,
  ).toBe(200);
  await expect.poll(() => settings(last, learner), { timeout: withinMs, interval: 50 }).toBe(401);
}

/** SIGTERM to every node at once: each drains and exits 0. */
async function stopAll({ nodes }: Cluster) {
  await Promise.all(nodes.map((node) => node.stop('SIGTERM')));
  for (const node of nodes) {
    expect(await node.exited, node.output()).toBe(0);
    expect(node.output()).toContain('"msg":"stopped"');
  }
}

/**
 * Makes `names`' schedules tick now, the way they tick at their hour: each schedule is moved to the current minute
 * (UTC) and pg-boss's record of its last clock check is cleared, so the next check of any node's clock (every 30 s)
 * sends the tick, once, for every node to share. A tick is sent only while its minute lasts, so this starts early in
 * a minute; on a machine so busy that no node's clock checked within it, the schedules not yet sent are moved to a
 * later minute (a schedule whose tick went out is never moved again, so none ticks twice).
 */
async function tickSchedulesNow(url: string, names: string[]) {
  const second = async () =>
    (await query<{ s: number }>(url, 'select extract(second from now())::int as s'))[0]!.s;
  const sent = async () =>
    (
      await query<{ name: string }>(
        url,
        `select distinct data->>'name' as name from pgboss.job
          where name = '__pgboss__send-it' and data->>'name' = any($1)`,
        [names],
      )
    ).map((row) => row.name);
  let unsent = names;
  for (let minute = 0; minute < 3 && unsent.length > 0; minute++) {
    await expect.poll(second, { timeout: 60_000, interval: 500 }).toBeLessThan(25);
    await query(
      url,
      `update pgboss.schedule
          set cron = to_char(now() at time zone 'UTC', 'FMMI FMHH24') || ' * * *', timezone = 'UTC'
        where name = any($1)`,
      [unsent],
    );
    await query(url, 'update pgboss.version set cron_on = null');
    // Until every tick is sent or the minute is over (its second falls back below the one it was set at).
    let last = await second();
    for (let now = last; unsent.length > 0 && now >= last; last = now, now = await second()) {
      const done = await sent();
      unsent = unsent.filter((name) => !done.includes(name));
      await new Promise((wait) => setTimeout(wait, 500));
    }
    // A tick sent in the minute's last half second is seen here, before anything is moved again.
    await new Promise((wait) => setTimeout(wait, 1000));
    const done = await sent();
    unsent = unsent.filter((name) => !done.includes(name));
  }
  expect(unsent, 'schedules whose tick no node sent within three minutes').toEqual([]);
}

const namedJobs = {
  welcome: 'users.account-mails',
  report: 'reports.generate',
  reminders: 'reminders.automatic',
  digest: 'reminders.expiry-digest',
};

describe.runIf(postgres)('app nodes as processes on one PostgreSQL database', () => {
  it('two nodes started together on an empty database come up, share sessions, run each job once and stop cleanly', {
    timeout: 900_000,
  }, async () => {
    // Info level: the "stopped" line of a clean shutdown is checked.
    const cluster = await startCluster(2, { JOBS: 'true', LOG_LEVEL: 'info' });
    await expectAllUpAndSetUpOnce(cluster, Object.values(namedJobs));
    await expectSessionsAcrossNodes(cluster);
    const [one, other] = cluster.nodes as [ServerProcess, ServerProcess];

    // The welcome of an account a manager creates on one node, and a report asked on the other.
    const manager = await signIn(one, 'manager@academy.test');
    const nordlys = (
      (await call(one, 'GET', '/api/v1/context', manager)).body.data!.item!.user as {
        companies: { uuid: string; slug?: string }[];
      }
    ).companies[0]!.uuid;
    const created = await call(one, 'POST', '/api/v1/users', manager, {
      first_name: 'Nora',
      last_name: 'Node',
      email: 'nora.node@example.test',
      company_id: nordlys,
    });
    expect(created.status).toBe(202);
    const report = await call(
      other,
      'POST',
      '/api/v1/company-reports',
      await signIn(other, 'manager@academy.test'),
      {
        name: 'Asked of two nodes',
        format: 'csv',
      },
    );
    expect(report.status).toBe(201);
    // The reminders and the digest from their schedules, ticking once while both nodes' clocks watch them.
    await tickSchedulesNow(cluster.url, [namedJobs.reminders, namedJobs.digest]);

    // Each named job: one row, worked to completion, claimed once (a second claim would count a retry).
    const jobRows = () =>
      query<{ name: string; state: string; retry_count: number }>(
        cluster.url,
        'select name, state, retry_count from pgboss.job where name = any($1) order by name',
        [Object.values(namedJobs)],
      );
    await expect
      .poll(async () => (await jobRows()).filter((job) => job.state === 'completed').length, {
        timeout: 90_000,
        interval: 200,
      })
      .toBe(4);
    expect(await jobRows()).toEqual(
      Object.values(namedJobs)
        .sort()
        .map((name) => ({ name, state: 'completed', retry_count: 0 })),
    );

    // Each schedule's tick was sent once (pg-boss's hand-over job), whichever node's clock saw it first.
    const ticks = await query<{ name: string }>(
      cluster.url,
      `select data->>'name' as name from pgboss.job where name = '__pgboss__send-it' and data->>'name' = any($1)`,
      [[namedJobs.reminders, namedJobs.digest]],
    );
    expect(ticks.map((tick) => tick.name).sort()).toEqual([namedJobs.reminders, namedJobs.digest].sort());

    // The welcome went out once: one outbox row, delivered on the first attempt, one file in the shared storage.
    await expect
      .poll(
        async () =>
          await query(
            cluster.url,
            `select status, attempts from mail_outbox where "to" = 'nora.node@example.test'`,
          ),
        { timeout: 30_000, interval: 200 },
      )
      .toEqual([{ status: 'sent', attempts: 1 }]);
    // Every mail the jobs sent (the reminders' and the digest's too): each once, on one attempt, one file each.
    await expect
      .poll(
        async () =>
          (await query<{ status: string }>(cluster.url, 'select status from mail_outbox')).every(
            (mail) => mail.status === 'sent',
          ),
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
    const outbox = await query<{ uuid: string; attempts: number; idempotency_key: string | null }>(
      cluster.url,
      'select uuid, attempts, idempotency_key from mail_outbox',
    );
    expect(outbox.filter((mail) => mail.attempts !== 1)).toEqual([]);
    const keys = outbox.flatMap((mail) => (mail.idempotency_key ? [mail.idempotency_key] : []));
    expect(new Set(keys).size).toBe(keys.length);
    expect(readdirSync(join(cluster.dataDir, 'mail'))).toHaveLength(outbox.length);
    // Mail delivery is a job too: one completed job per mail, none claimed twice (the outbox's reconciler, also a
    // `mail.` job, ticks every five minutes and is not a delivery).
    const deliveries = await query<{ state: string; retry_count: number }>(
      cluster.url,
      'select state, retry_count from pgboss.job where name = any($1)',
      [[mailDeliveryJob, urgentMailDeliveryJob]],
    );
    expect(deliveries).toHaveLength(outbox.length);
    expect(deliveries.filter((job) => job.state !== 'completed' || job.retry_count !== 0)).toEqual([]);

    // The report: done, one file.
    const reports = await query<{ status: string }>(cluster.url, 'select status from company_reports');
    expect(reports).toEqual([{ status: 'done' }]);

    // The reminders: the automatic run's rows are of one run, each learner and threshold once.
    const [runs] = await query<{ n: number }>(
      cluster.url,
      `select count(distinct run_id)::int as n from reminder_deliveries where kind = 'automatic'`,
    );
    expect(runs!.n).toBeLessThanOrEqual(1);

    await stopAll(cluster);
  });

  it('four nodes started together on an empty database come up, share sessions and stop cleanly', {
    timeout: 900_000,
  }, async () => {
    const cluster = await startCluster(4, { JOBS: 'true', LOG_LEVEL: 'info' });
    await expectAllUpAndSetUpOnce(cluster, Object.values(namedJobs));
    await expectSessionsAcrossNodes(cluster);
    await stopAll(cluster);
  });
});
