// `npm run bench:mail --workspace bench` (or `npx tsx bench/mail-throughput.ts`): mail throughput under bulk work
// (issues 20 and 21), printed, never asserted. On a fresh PGlite data dir with the demo data and the job workers
// running (pg-boss started, the production polling interval), one company (Nordlys) welcomes MAIL_COUNT (5,000)
// new people — each welcome as a manager's create queues it: a link to choose a password, then the mail queued
// for delivery — and halfway through another company's learner (Fjord) asks for a password reset. Printed: how
// long queueing took, when the last welcome was written to disk (.eml, the outbox row `sent`), mails per second,
// and when the reset mail was written, after its request and after how many of the welcomes. Target: every
// welcome written within 5 minutes; the reset within seconds, before most welcomes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { queuePasswordResetRequest } from '../apps/server/src/modules/auth/password-reset.service.ts';
import { welcomeCreatedAccount } from '../apps/server/src/modules/users/account-created.service.ts';
import { prepareDatabase } from '../apps/server/src/prepare-database.ts';

const mailCount = Number(process.env.MAIL_COUNT ?? 5_000);
const resetAddress = 'fjord.learner@academy.test';
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const dataDir = mkdtempSync(join(tmpdir(), 'academy-mail-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS: 'false' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
await prepareDatabase(database, config);
const { db } = database;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

// The people Nordlys's manager adds: accounts and memberships, as the create route writes them.
await db.execute(sql`
  with company as (select id, tenant_id from companies where slug = 'nordlys')
  insert into users (tenant_id, first_name, last_name, email)
  select company.tenant_id, 'Person', 'Number ' || n, 'bench.person.' || n || '@example.test'
  from company, generate_series(1, ${mailCount}) as n`);
await db.execute(sql`
  insert into company_users (tenant_id, company_id, user_id)
  select u.tenant_id, c.id, u.id from users u join companies c on c.slug = 'nordlys'
  where u.email like 'bench.person.%'`);
const people = await rows<{ id: number }>(
  sql`select id from users where email like 'bench.person.%' order by id`,
);
const [fjord] = await rows<{ tenant_id: number }>(
  sql`select tenant_id from users where email = ${resetAddress}`,
);

const app = await buildApp(config, { database, logger: false });
const { services } = app;
await services.jobs.start();

// Wall-clock milliseconds: the outbox's sent_at is written from the same clock (this process's).
const start = Date.now();
let resetAskedAt = 0;
const cpuStart = process.cpuUsage();
for (const [index, person] of people.entries()) {
  await welcomeCreatedAccount(services, { userId: person.id, locale: 'en' });
  // PGlite answers in-process without waiting for I/O: yield as a server between two requests does, or the
  // workers' file writes (and timers) would wait for the whole loop.
  await new Promise((resolve) => setImmediate(resolve));
  if (index === Math.floor(people.length / 2)) {
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
  if (counts.welcomes >= people.length && counts.reset >= 1) break;
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
  `\nMail bench (PGlite, .eml files, job workers running): ${people.length} welcomes for one company\n`,
);
console.log('| measure | value |');
console.log('|---|---:|');
console.log(`| welcomes queued (links issued, outbox rows, jobs) | ${seconds(queuedAt)} |`);
console.log(`| last welcome written, from the start | ${seconds(lastWritten)} |`);
console.log(
  `| mails per second (welcomes written / that time) | ${(people.length / (lastWritten / 1000)).toFixed(0)} |`,
);
console.log(
  `| CPU time of the process meanwhile (what a busy machine does not inflate) | ${seconds((cpu.user + cpu.system) / 1000)} |`,
);
console.log(`| reset asked for, from the start | ${seconds(resetAskedAt)} |`);
console.log(`| reset written, from the start | ${seconds(resetWritten)} |`);
console.log(`| reset written after its request | ${seconds(resetWritten - resetAskedAt)} |`);
console.log(`| welcomes written before the reset | ${timing.before_reset} of ${people.length} |`);
console.log(`| outbox rows not delivered at the first attempt | ${timing.failed} |`);

await services.jobs.stop();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
