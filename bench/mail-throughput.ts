// `npm run bench:mail --workspace bench` (or `npx tsx bench/mail-throughput.ts`): mail throughput under bulk work
// (issues 20 and 21), printed, never asserted. On a fresh PGlite data dir with the demo data and the job workers
// running (pg-boss started, the production polling interval), Nordlys's manager adds MAIL_COUNT (5,000) people
// through the API, as by hand (`POST /api/v1/users`, BATCH_SIZE requests at a time): each create welcomes the
// person after its commit — a link to choose a password, then the mail queued for delivery. Halfway through,
// another company's learner (Fjord) asks for a password reset. Printed: how long adding the people took, when the
// last welcome was written to disk (.eml, the outbox row `sent`), mails per second, and when the reset mail was
// written, after its request and after how many of the welcomes. Target: every welcome written within 5 minutes;
// the reset within seconds, before most welcomes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../apps/server/src/demo/demo-accounts.ts';
import { queuePasswordResetRequest } from '../apps/server/src/modules/auth/index.ts';
import {
  addMemberships,
  createUsers,
  welcomeCreatedAccounts,
} from '../apps/server/src/modules/users/index.ts';
import { prepareDatabase } from '../apps/server/src/prepare-database.ts';

const mailCount = Number(process.env.MAIL_COUNT ?? 5_000);
/** Creates in flight at once: a manager's import, or a few managers adding people side by side. */
const batchSize = Number(process.env.BATCH_SIZE ?? 10);
/**
 * `api` (default): one `POST /api/v1/users` per person, as by hand. `bulk`: the people of each batch are written in
 * one transaction and welcomed together after its commit (`welcomeCreatedAccounts`), as an import does.
 */
const path = process.env.MAIL_PATH === 'bulk' ? 'bulk' : 'api';
const resetAddress = 'fjord.learner@academy.test';
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const dataDir = mkdtempSync(join(tmpdir(), 'academy-mail-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  JOBS: 'false',
  LOGIN_RATE_LIMIT: '1000000000',
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
await prepareDatabase(database, config);
const { db } = database;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const [nordlys] = await rows<{ id: number; uuid: string; tenant_id: number }>(
  sql`select id, uuid, tenant_id from companies where slug = 'nordlys'`,
);
const [fjord] = await rows<{ tenant_id: number }>(
  sql`select tenant_id from users where email = ${resetAddress}`,
);

const app = await buildApp(config, { database, logger: false });
const { services } = app;
const login = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/login',
  payload: { email: 'manager@academy.test', password: DEMO_PASSWORD },
});
const headers = { authorization: `Bearer ${login.json().data.item.access_token as string}` };
await services.jobs.start();

/** Nordlys's manager adds person `n`, as the "Add person" form does; the answer is 202 for a new account. */
async function addPerson(n: number) {
  const added = await app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers,
    payload: {
      first_name: 'Person',
      last_name: `Number ${n}`,
      email: `bench.person.${n}@example.test`,
      company_id: nordlys.uuid,
    },
  });
  if (added.statusCode !== 202) throw new Error(`Adding person ${n}: ${added.statusCode} ${added.body}`);
}

/** The people `numbers` written in one transaction, then welcomed together, as an import does. */
async function addPeopleInBulk(numbers: number[]) {
  const userIds = await db.transaction(async (tx) => {
    const ids = await createUsers(
      tx,
      nordlys.tenant_id,
      numbers.map((n) => ({
        first_name: 'Person',
        last_name: `Number ${n}`,
        email: `bench.person.${n}@example.test`,
        password_hash: null,
        role: 'user' as const,
        preferred_language_id: null,
        last_login_at: null,
        email_verified_at: null,
      })),
    );
    await addMemberships(
      { db: tx, tenantId: nordlys.tenant_id },
      ids.map((userId) => ({ userId, companyId: nordlys.id, isManager: false, departments: [] })),
    );
    return ids;
  });
  await welcomeCreatedAccounts(services, { userIds, locale: 'en' });
}

// Wall-clock milliseconds: the outbox's sent_at is written from the same clock (this process's).
const start = Date.now();
let resetAskedAt = 0;
const cpuStart = process.cpuUsage();
for (let first = 1; first <= mailCount; first += batchSize) {
  const batch = Array.from({ length: Math.min(batchSize, mailCount - first + 1) }, (_, k) => first + k);
  if (path === 'bulk') await addPeopleInBulk(batch);
  else await Promise.all(batch.map(addPerson));
  // PGlite answers in-process without waiting for I/O: yield as a server does between two requests, or the
  // workers' file writes (and timers) would wait for the whole loop.
  await new Promise((resolve) => setImmediate(resolve));
  if (resetAskedAt === 0 && first + batchSize > mailCount / 2) {
    resetAskedAt = Date.now() - start;
    // As POST /auth/request-reset-password does: a job looks the address up and queues the mail.
    await queuePasswordResetRequest(services, {
      tenantId: fjord.tenant_id,
      email: resetAddress,
      locale: 'en',
    });
  }
}
const queuedAt = Date.now() - start;

/** Outbox counts: welcomes written, and whether the reset is written. */
const progress = async () => {
  const [counts] = await rows<{ welcomes: number; reset: number }>(sql`
    select count(*) filter (where template = 'account-created' and status = 'sent')::int as welcomes,
           count(*) filter (where template = 'password-reset' and status = 'sent')::int as reset
    from mail_outbox`);
  return counts;
};
for (;;) {
  const counts = await progress();
  if (counts.welcomes >= mailCount && counts.reset >= 1) break;
  if (Date.now() - start > 15 * 60_000)
    throw new Error(`Gave up after 15 minutes: ${JSON.stringify(counts)}`);
  await new Promise((resolve) => setTimeout(resolve, 250));
}

// When each mail was written: the outbox's sent_at.
const [timing] = await rows<{ last: string; reset: string; before_reset: number; failed: number }>(sql`
  select max(sent_at) filter (where template = 'account-created') as last,
         max(sent_at) filter (where template = 'password-reset') as reset,
         count(*) filter (where template = 'account-created' and sent_at < (
           select max(sent_at) from mail_outbox where template = 'password-reset'))::int as before_reset,
         count(*) filter (where attempts <> 1)::int as failed
  from mail_outbox`);
const cpu = process.cpuUsage(cpuStart);
const lastWritten = new Date(timing.last).getTime() - start;
const resetWritten = new Date(timing.reset).getTime() - start;

console.log(
  `\nMail bench (PGlite, .eml files, job workers running): ${mailCount} people added to one company, ${batchSize} at a time (${path})\n`,
);
console.log('| measure | value |');
console.log('|---|---:|');
console.log(
  `| people added through the API (their welcomes queued after each commit) | ${seconds(queuedAt)} |`,
);
console.log(`| last welcome written, from the start | ${seconds(lastWritten)} |`);
console.log(
  `| mails per second (welcomes written / that time) | ${(mailCount / (lastWritten / 1000)).toFixed(0)} |`,
);
console.log(
  `| CPU time of the process meanwhile (what a busy machine does not inflate) | ${seconds((cpu.user + cpu.system) / 1000)} |`,
);
console.log(`| reset asked for, from the start | ${seconds(resetAskedAt)} |`);
console.log(`| reset written, from the start | ${seconds(resetWritten)} |`);
console.log(`| reset written after its request | ${seconds(resetWritten - resetAskedAt)} |`);
console.log(`| welcomes written before the reset | ${timing.before_reset} of ${mailCount} |`);
console.log(`| outbox rows not delivered at the first attempt | ${timing.failed} |`);

await services.jobs.stop();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
