// `npm run bench:report` (or `npx tsx bench/report.ts`): a company report of 50,000 qualification rows (issue 14)
// against the real server on a fresh PGlite data dir with local storage, printed, never asserted. For each format
// (xlsx, then csv) a manager asks for the report over HTTP and polls it, as the Reports tab would, until it is
// done; printed: the time from the request to `done`, the CPU time the server process spent meanwhile (what a busy
// machine does not inflate), the rows and file size, and the server process's peak RSS above its idle RSS while
// the report ran (sampled every 50 ms). Targets: under 30 s, memory flat.
// REPORT_ROWS (50000) changes the size; the rows are REPORT_ROWS / 10 learners × 10 courses.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../apps/server/src/demo/demo-accounts.ts';
import { prepareDatabase } from '../apps/server/src/prepare-database.ts';

const rows = Number(process.env.REPORT_ROWS ?? 50_000);
const courseCount = 10;
const learnerCount = Math.ceil(rows / courseCount);
const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);
/** Collects garbage when node runs with --expose-gc (the npm script does), so idle and retained are comparable. */
const collect = () => global.gc?.();

const dataDir = mkdtempSync(join(tmpdir(), 'academy-report-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS: 'false' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
await prepareDatabase(database, config);
const { db } = database;

// Seed: learners of Nordlys (half in Sales, half in Operations), ten courses with an English variant, and a
// qualification for every learner in every course — a third completed with a certificate, a third in progress.
const seedStart = performance.now();
await db.execute(sql`
  with company as (select id, tenant_id from companies where slug = 'nordlys')
  insert into users (tenant_id, first_name, last_name, email)
  select company.tenant_id, 'Learner', 'Number ' || n, 'bench.learner.' || n || '@example.test'
  from company, generate_series(1, ${learnerCount}) as n`);
await db.execute(sql`
  insert into company_users (tenant_id, company_id, user_id)
  select u.tenant_id, c.id, u.id from users u join companies c on c.slug = 'nordlys'
  where u.email like 'bench.learner.%'`);
await db.execute(sql`
  insert into department_users (tenant_id, department_id, user_id)
  select u.tenant_id, d.id, u.id from users u
  join companies c on c.slug = 'nordlys'
  join departments d on d.company_id = c.id
    and d.name = case when u.id % 2 = 0 then 'Sales' else 'Operations' end
  where u.email like 'bench.learner.%'`);
await db.execute(sql`
  insert into courses (tenant_id, name, code)
  select c.tenant_id, 'Bench course ' || n, 'BENCH-' || n
  from companies c, generate_series(1, ${courseCount}) as n where c.slug = 'nordlys'`);
await db.execute(sql`
  insert into course_variants (tenant_id, course_id, language_id, title)
  select co.tenant_id, co.id, l.id, co.name || ' (English)'
  from courses co join languages l on l.tenant_id = co.tenant_id and l.code = 'en'
  where co.code like 'BENCH-%'`);
await db.execute(sql`
  insert into qualifications (tenant_id, user_id, course_id, company_id, course_variant_id, status, score,
    completed_at, last_active_at)
  select u.tenant_id, u.id, co.id, c.id, v.id,
    case (u.id + co.id) % 3 when 0 then 'completed' when 1 then 'in_progress' else 'not_started' end,
    case when (u.id + co.id) % 3 = 0 then 70 + (u.id % 30) end,
    case when (u.id + co.id) % 3 = 0 then now() - ((u.id % 300) || ' days')::interval end,
    now() - ((u.id % 30) || ' days')::interval
  from users u
  join companies c on c.slug = 'nordlys'
  join courses co on co.code like 'BENCH-%'
  join course_variants v on v.course_id = co.id
  where u.email like 'bench.learner.%'`);
await db.execute(sql`
  insert into certificates (tenant_id, user_id, course_id, course_variant_id, company_id, title, issued_at, expires_at)
  select q.tenant_id, q.user_id, q.course_id, q.course_variant_id, q.company_id, 'Bench certificate',
    q.completed_at, q.completed_at + interval '365 days'
  from qualifications q where q.status = 'completed' and q.completed_at is not null`);
await db.execute(sql`
  update qualifications q set certificate_id = c.id from certificates c
  where c.user_id = q.user_id and c.course_id = q.course_id and c.company_id = q.company_id`);
const [{ total }] = (
  (await db.execute(
    sql`select count(*)::int as total from qualifications q join companies c on c.id = q.company_id where c.slug = 'nordlys'`,
  )) as unknown as { rows: { total: number }[] }
).rows;
const seedSeconds = (performance.now() - seedStart) / 1000;

// The seeding's garbage goes before anything is measured.
collect();
const app = await buildApp(config, { database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'manager@academy.test', password: DEMO_PASSWORD }),
});
const token = ((await login.json()) as { data: { item: { access_token: string } } }).data.item.access_token;
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

type Report = { uuid: string; status: string; progress: number; rows_written: number; size: number | null };

async function runReport(format: 'xlsx' | 'csv') {
  collect();
  const idle = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const created = await fetch(`${baseUrl}/api/v1/company-reports`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: `Bench ${format}`, format }),
  });
  if (created.status !== 201) throw new Error(`Report refused: ${created.status} ${await created.text()}`);
  const { uuid } = ((await created.json()) as { data: { item: Report } }).data.item;
  let report: Report;
  const progress = new Set<number>();
  for (;;) {
    const answer = await fetch(`${baseUrl}/api/v1/company-reports/${uuid}`, { headers });
    report = ((await answer.json()) as { data: { item: Report } }).data.item;
    progress.add(report.progress);
    if (report.status === 'done' || report.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  clearInterval(sampler);
  collect();
  const retained = process.memoryUsage().heapUsed - heapBefore;
  if (report.status !== 'done') throw new Error(`The ${format} report failed: ${JSON.stringify(report)}`);
  const file = await fetch(`${baseUrl}/api/v1/company-reports/${uuid}/download`, { headers });
  const bytes = Buffer.from(await file.arrayBuffer());
  const lines = format === 'csv' ? bytes.toString('utf8').split('\r\n').length - 2 : null;
  return {
    format,
    seconds,
    cpuSeconds,
    retained,
    report,
    bytes: bytes.length,
    lines,
    idle,
    peak,
    progress: [...progress],
  };
}

console.log(
  `\nReport bench (PGlite, local storage): ${total} qualification rows seeded in ${seedSeconds.toFixed(1)} s\n`,
);
console.log(
  '| report | to done | server CPU | rows | file | progress seen while polling | server RSS: idle → peak | JS heap kept after |',
);
console.log('|---|---:|---:|---:|---:|---|---|---:|');
for (const format of ['xlsx', 'csv'] as const) {
  const run = await runReport(format);
  const rowsNote =
    run.lines === null ? `${run.report.rows_written}` : `${run.report.rows_written} (${run.lines} lines)`;
  console.log(
    `| ${format} | ${run.seconds.toFixed(1)} s | ${run.cpuSeconds.toFixed(1)} s | ${rowsNote} | ${mb(run.bytes)} MB | ${run.progress.join(', ')} | ${mb(run.idle)} → ${mb(run.peak)} MB (+${mb(run.peak - run.idle)} MB) | ${global.gc ? `${mb(run.retained)} MB` : 'n/a (no --expose-gc)'} |`,
  );
}

await app.close();
rmSync(dataDir, { recursive: true, force: true });
