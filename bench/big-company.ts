// `npx tsx bench/big-company.ts`: does a page cost what the page needs, or what the company holds? Seeds the
// demo, then BIG_COMPANY_PEOPLE (3000) more people into Nordlys (half in Sales, half in Operations) with a
// company enrollment in every demo course, a qualification in each and a few examinations each, in SQL; then
// measures, with autocannon (10 connections), the manager's and the administrator's users list and Nordlys's
// insights. BIG_COMPANY_PEOPLE=0 gives the demo-size figures to compare with. BENCH_EXPLAIN=1 prints EXPLAIN
// ANALYZE of every statement each endpoint runs.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { countQueries } from '../apps/server/src/db/query-counter.ts';
import { startServer } from './scale/server.ts';

const people = Number(process.env.BIG_COMPANY_PEOPLE ?? 3000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// The bench's server (bench/scale/server.ts): PGlite, or a fresh database on DATABASE_URL's PostgreSQL server.
const server = await startServer(process.env.DATABASE_URL ? 'postgres' : 'pglite');
const { app, database, url: appUrl } = server;
const { db } = database;
const { manager, admin } = server.headers;
const { nordlys } = server;

const seedStart = performance.now();
if (people > 0) {
  await db.execute(sql`
    with company as (select id, tenant_id from companies where slug = 'nordlys')
    insert into users (tenant_id, first_name, last_name, email, last_login_at)
    select company.tenant_id, 'Person', 'Number ' || n, 'big.person.' || n || '@example.test',
      now() - ((n % 90) || ' days')::interval
    from company, generate_series(1, ${people}) as n`);
  await db.execute(sql`
    insert into company_users (tenant_id, company_id, user_id)
    select u.tenant_id, c.id, u.id from users u join companies c on c.slug = 'nordlys'
    where u.email like 'big.person.%'`);
  await db.execute(sql`
    insert into department_users (tenant_id, department_id, user_id)
    select u.tenant_id, d.id, u.id from users u
    join companies c on c.slug = 'nordlys'
    join departments d on d.company_id = c.id
      and d.name = case when u.id % 2 = 0 then 'Sales' else 'Operations' end
    where u.email like 'big.person.%'`);
  // Every one enrolled one by one in every course Nordlys has (as a manager's bulk enrollment does).
  await db.execute(sql`
    insert into enrollments (tenant_id, course_id, company_id, enrollable_type, enrollable_id, start_date, end_date)
    select u.tenant_id, co.id, c.id, 'user', u.id, current_date - (u.id % 200), current_date + (u.id % 200)
    from users u join companies c on c.slug = 'nordlys' join courses co on co.tenant_id = c.tenant_id
    where u.email like 'big.person.%'`);
  await db.execute(sql`
    insert into qualifications (tenant_id, user_id, course_id, company_id, course_variant_id, status, score,
      completed_at, last_active_at)
    select distinct on (u.id, co.id) u.tenant_id, u.id, co.id, c.id, v.id,
      case (u.id + co.id) % 3 when 0 then 'completed' when 1 then 'in_progress' else 'not_started' end,
      case when (u.id + co.id) % 3 = 0 then 70 + (u.id % 30) end,
      case when (u.id + co.id) % 3 = 0 then now() - ((u.id % 300) || ' days')::interval end,
      now() - ((u.id % 30) || ' days')::interval
    from users u join companies c on c.slug = 'nordlys' join courses co on co.tenant_id = c.tenant_id
    join course_variants v on v.course_id = co.id
    where u.email like 'big.person.%'
    order by u.id, co.id, v.id`);
  await db.execute(sql`
    insert into certificates (tenant_id, user_id, course_id, course_variant_id, company_id, title, issued_at, expires_at)
    select q.tenant_id, q.user_id, q.course_id, q.course_variant_id, q.company_id, 'Bench certificate',
      q.completed_at, q.completed_at + interval '365 days'
    from qualifications q join users u on u.id = q.user_id
    where q.status = 'completed' and u.email like 'big.person.%'`);
  await db.execute(sql`
    update qualifications q set certificate_id = c.id from certificates c
    where c.user_id = q.user_id and c.course_id = q.course_id and c.company_id = q.company_id
      and q.certificate_id is null`);
  // Two examinations per qualification that has begun, on a lesson of its variant.
  await db.execute(sql`
    insert into examinations (tenant_id, user_id, company_id, course_variant_id, lesson_id, begun_at, ended_at,
      expires_at, score, pass_mark, success)
    select q.tenant_id, q.user_id, q.company_id, q.course_variant_id, l.lesson_id,
      now() - ((q.user_id % 300 + k) || ' days')::interval, now() - ((q.user_id % 300 + k) || ' days')::interval,
      now() - ((q.user_id % 300 + k) || ' days')::interval + interval '1 hour', 60 + k * 20, 80, k = 1
    from qualifications q join users u on u.id = q.user_id
    join lateral (select lesson_id from course_variant_lessons cvl where cvl.course_variant_id = q.course_variant_id
      order by cvl.id limit 1) l on true
    cross join generate_series(0, 1) as k
    where q.status <> 'not_started' and u.email like 'big.person.%'`);
}
if (process.env.BENCH_ANALYZE === '1') await db.execute(sql`analyze`);
const counts = (
  (await db.execute(sql`select
    (select count(*) from company_users cu join companies c on c.id = cu.company_id where c.slug = 'nordlys')::int as people,
    (select count(*) from enrollments)::int as enrollments,
    (select count(*) from qualifications)::int as qualifications,
    (select count(*) from examinations)::int as examinations`)) as unknown as {
    rows: Record<string, number>[];
  }
).rows[0];
console.log(
  `Seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s: Nordlys has ${counts.people} people; ${counts.enrollments} enrollments, ${counts.qualifications} qualifications, ${counts.examinations} examinations in all.`,
);

const targets: { name: string; url: string; headers: Record<string, string> }[] = [
  { name: "manager's users list", url: '/api/v1/users', headers: manager },
  { name: "admin's users list", url: '/api/v1/users', headers: admin },
  { name: "Nordlys's insights (manager)", url: `/api/v1/companies/${nordlys}/insights`, headers: manager },
].filter((_, index) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').includes(String(index)));

for (const target of targets) {
  const captured = await countQueries(() => app.inject({ url: target.url, headers: target.headers }));
  if (captured.result.statusCode !== 200)
    throw new Error(`${target.name} answered ${captured.result.statusCode}: ${captured.result.body}`);
  if (process.env.BENCH_EXPLAIN === '1') {
    console.log(`\n### ${target.name}: ${captured.count} statements`);
    for (let index = 0; index < captured.statements.length; index++) {
      const plan = await database.executeSql(
        `explain analyze ${captured.statements[index]}`,
        captured.parameters[index],
      );
      console.log(
        `\n${captured.statements[index]}\n${plan.rows.map((row) => Object.values(row)[0]).join('\n')}`,
      );
    }
  }
}

console.log(
  `\n${database.kind}, ${connections} connections, ${seconds} s each, Nordlys with ${counts.people} people`,
);
console.log('| endpoint | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|');
for (const target of targets) {
  await autocannon({
    url: appUrl + target.url,
    headers: target.headers,
    connections,
    duration: 1,
    workers: 1,
  });
  const result = await autocannon({
    url: appUrl + target.url,
    headers: target.headers,
    connections,
    duration: seconds,
    workers: 1,
  });
  console.log(
    `| ${target.name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.non2xx} |`,
  );
}

await server.close();
