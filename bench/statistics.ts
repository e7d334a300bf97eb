// `npm run bench:statistics` (run by hand, never as a timed test): the statistics landing page's endpoint at scale.
// A fresh PGlite data dir gets the demo data plus BENCH_EXAMINATIONS examinations (100,000 by default) by 5,000
// learners of 50 companies over two years, a certificate for every tenth, and 10,000 enrollments (a third
// recurring); then GET /api/v1/statistics and the enrollments timeline are timed as an administrator, one request
// at a time, and the median and p90 of BENCH_REQUESTS requests each are printed. Budget (issue 13): the statistics
// answer under 200 ms on PGlite with 100,000 examinations.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../apps/server/src/demo/demo-accounts.ts';
import { prepareDatabase } from '../apps/server/src/prepare-database.ts';

const examinationCount = Number(process.env.BENCH_EXAMINATIONS ?? 100_000);
const requestCount = Number(process.env.BENCH_REQUESTS ?? 30);
const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-statistics-'));

const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS: 'false' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
await prepareDatabase(database, config);

/** Rows written straight with SQL (generate_series), so seeding 100,000 examinations takes seconds. */
async function seed(): Promise<void> {
  const sql = (text: string) => database.executeSql(text);
  const started = performance.now();
  await sql(`
    create temporary table bench_ctx as
      select (select id from tenants where slug = 'academy') as tenant_id;
    insert into companies (tenant_id, name, slug)
      select tenant_id, 'Bench company ' || n, 'bench-company-' || n from bench_ctx, generate_series(1, 50) n;
    insert into users (tenant_id, first_name, last_name, email)
      select tenant_id, 'Bench', 'Learner ' || n, 'bench-' || n || '@bench.test'
      from bench_ctx, generate_series(1, 5000) n;
    insert into company_users (tenant_id, company_id, user_id)
      select u.tenant_id, c.id, u.id
      from users u
        join companies c on c.slug = 'bench-company-' || (1 + substring(u.email from 'bench-(\\d+)@')::int % 50)
      where u.email like 'bench-%';
  `);
  // The lessons of every variant of the demo courses: examinations are spread over them.
  await sql(`
    create temporary table bench_lessons as
      select row_number() over () as n, l.lesson_id, l.course_variant_id, v.course_id
      from course_variant_lessons l join course_variants v on v.id = l.course_variant_id;
    create temporary table bench_users as
      select row_number() over () as n, u.id as user_id, cu.company_id
      from users u join company_users cu on cu.user_id = u.id where u.email like 'bench-%';
  `);
  await sql(`
    insert into examinations (tenant_id, user_id, company_id, course_variant_id, lesson_id, begun_at, ended_at,
      expires_at, score, pass_mark, success)
    select ctx.tenant_id, u.user_id, u.company_id, l.course_variant_id, l.lesson_id,
      now() - (x % 730) * interval '1 day' - (x % 1440) * interval '1 minute',
      case when x % 10 = 0 then null else now() - (x % 730) * interval '1 day' end,
      now() - (x % 730) * interval '1 day' + interval '1 hour',
      case when x % 10 = 0 then null else (x * 37) % 101 end, 80,
      case when x % 10 = 0 then null else (x * 37) % 101 >= 80 end
    from bench_ctx ctx, generate_series(1, ${examinationCount}) x
      join bench_users u on u.n = 1 + x % 5000
      join bench_lessons l on l.n = 1 + x % (select count(*) from bench_lessons);
  `);
  await sql(`
    insert into certificates (tenant_id, user_id, course_id, course_variant_id, company_id, title, issued_at,
      expires_at)
    select e.tenant_id, e.user_id, v.course_id, case when e.id % 7 = 0 then null else v.id end, e.company_id,
      v.title, e.ended_at, e.ended_at + interval '365 days'
    from examinations e join course_variants v on v.id = e.course_variant_id
    where e.success and e.id % 10 = 0;
    insert into enrollments (tenant_id, course_id, company_id, enrollable_type, enrollable_id, start_date, end_date,
      is_recurring, recur_after_days)
    select ctx.tenant_id, l.course_id, u.company_id, 'user', u.user_id,
      current_date - (x % 400), current_date - (x % 400) + 90 + (x % 200),
      x % 3 = 0, case when x % 3 = 0 then 14 end
    from bench_ctx ctx, generate_series(1, 10000) x
      join bench_users u on u.n = 1 + x % 5000
      join bench_lessons l on l.n = 1 + x % (select count(*) from bench_lessons);
    analyze;
  `);
  console.log(`Seeded ${examinationCount} examinations in ${Math.round(performance.now() - started)} ms`);
}

await seed();
const app = await buildApp(config, { database, logger: false });
await app.ready();

const login = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/login',
  payload: { email: 'admin@academy.test', password: DEMO_PASSWORD },
});
const headers = { authorization: `Bearer ${login.json().data.item.access_token as string}` };
const [company] = (await database.executeSql(`select uuid from companies where slug = 'bench-company-7'`))
  .rows as { uuid: string }[];

async function time(name: string, url: string): Promise<void> {
  const first = await app.inject({ url, headers });
  if (first.statusCode !== 200) throw new Error(`${url} answered ${first.statusCode}: ${first.body}`);
  const durations: number[] = [];
  const cpu: number[] = [];
  for (let index = 0; index < requestCount; index++) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const response = await app.inject({ url, headers });
    const cpuUsed = process.cpuUsage(cpuBefore);
    durations.push(performance.now() - started);
    cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  const at = (values: number[], fraction: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * fraction))];
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  console.log(
    `${name.padEnd(56)} median ${ms(at(durations, 0.5))}  p90 ${ms(at(durations, 0.9))}  CPU median ${ms(at(cpu, 0.5))}`,
  );
}

console.log(`${requestCount} requests each, one at a time (after one warm-up request):`);
// `fresh=true`: each request computes the figures, as the first of a period does (later ones within five minutes
// are served what it kept; the last line times that).
await time('GET /api/v1/statistics (last 12 months, all companies)', '/api/v1/statistics?fresh=true');
await time('GET /api/v1/statistics (two years)', `/api/v1/statistics?fresh=true&from=${twoYearsAgo()}`);
await time('GET /api/v1/statistics (one company)', `/api/v1/statistics?fresh=true&company=${company.uuid}`);
await time('GET /api/v1/statistics (last 12 months, kept figures)', '/api/v1/statistics');
await time('GET /api/v1/statistics/enrollment-timeline (25 rows)', '/api/v1/statistics/enrollment-timeline');
await time(
  'GET /api/v1/statistics/enrollment-timeline (one company)',
  `/api/v1/statistics/enrollment-timeline?company=${company.uuid}`,
);

function twoYearsAgo(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 2);
  return date.toISOString().slice(0, 10);
}

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
