// The large tenant of issue 26 ("Data at scale"), written on top of the demo data with set-based SQL
// (generate_series and insert … select: one statement per table, no row-by-row JavaScript), so it takes
// minutes on PGlite rather than hours. Every row respects the schema's constraints (apps/server/src/db/schema):
// unique e-mails, slugs, codes and memberships; one qualification per learner × course × company.
//
// What it adds to the demo tenant `academy`:
// - 200 companies (Scale company 1–200) with 5 departments each, 15 of the scale courses given to each;
// - 50,000 learners: 3,000 in the demo's Nordlys AS (whose demo manager is the bench's manager, so the manager's
//   pages are measured on a company of 3,000 people), spread over 8 new departments there, and 47,000 spread
//   over the 200 companies and their departments;
// - 300 courses with an English and a Norwegian variant each, two lessons per variant;
// - ~104,000 user enrollments (two courses per learner of the 200 companies; three or four per Nordlys learner,
//   10,000 in Nordlys: its qualifications report is 10,000 lines) and one qualification each;
// - 100,000 certificates and 500,000 examinations spread over those enrollments and two years.
// The demo learner (learner@academy.test) gets nothing: their own page stays the same size, the tenant grows.
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { withoutIndexesDuring } from './load-without-indexes.ts';

export type ScaleCounts = Record<string, number>;

export const scaleSize = {
  companies: 200,
  departmentsPerCompany: 5,
  learners: 50_000,
  nordlysLearners: 3_000,
  nordlysDepartments: 8,
  courses: 300,
  coursesPerCompany: 15,
  nordlysCourses: 10,
  examinations: 500_000,
  certificates: 100_000,
} as const;

const firstNames = [
  'Ada',
  'Bjørn',
  'Camilla',
  'David',
  'Eva',
  'Fredrik',
  'Guro',
  'Hans',
  'Ingrid',
  'Jonas',
  'Kari',
  'Lars',
  'Maja',
  'Nils',
  'Oda',
  'Per',
  'Randi',
  'Sondre',
  'Tuva',
  'Ulrik',
  'Vilde',
  'William',
  'Åse',
  'Øystein',
];
const lastNames = [
  'Hansen',
  'Johansen',
  'Olsen',
  'Larsen',
  'Andersen',
  'Pedersen',
  'Nilsen',
  'Kristiansen',
  'Jensen',
  'Karlsen',
  'Johnsen',
  'Pettersen',
  'Eriksen',
  'Berg',
  'Haugen',
  'Hagen',
  'Johannessen',
  'Andreassen',
  'Jacobsen',
  'Dahl',
  'Jørgensen',
  'Halvorsen',
  'Henriksen',
  'Lund',
  'Sørensen',
  'Jakobsen',
  'Moen',
];
const sqlArray = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

/**
 * The steps, in order; each is one set-based insert (or a work table the next ones join on). A step naming a
 * `bulkTables` fills those big tables with their indexes and foreign keys made after the insert (load-without-indexes.ts).
 */
type Step = [label: string, text: string, bulkTables?: string[]];

function statements(): Step[] {
  const s = scaleSize;
  // Working tables are unlogged tables, not temporary ones: on PostgreSQL each statement may take another
  // connection of the pool, and a temporary table lives on one connection only.
  const workTables = `scale_ctx, scale_companies, scale_users, scale_courses, scale_variants, scale_lessons,
         scale_company_courses, scale_learner_courses, scale_enrollments`;
  return [
    ['prepare', `drop table if exists ${workTables}`],
    [
      'context',
      `create unlogged table scale_ctx as
         select t.id as tenant_id,
           (select id from languages where tenant_id = t.id and code = 'en') as en,
           (select id from languages where tenant_id = t.id and code = 'nb') as nb,
           (select id from companies where tenant_id = t.id and slug = 'nordlys') as nordlys
         from tenants t where t.slug = 'academy'`,
    ],
    [
      'companies',
      `insert into companies (tenant_id, name, slug)
         select tenant_id, 'Scale company ' || n, 'scale-company-' || n
         from scale_ctx, generate_series(1, ${s.companies}) n;
       create unlogged table scale_companies as
         select substring(c.slug from 'scale-company-(\\d+)')::int as n, c.id
         from companies c, scale_ctx x where c.tenant_id = x.tenant_id and c.slug like 'scale-company-%'`,
    ],
    [
      'departments',
      `insert into departments (tenant_id, company_id, name)
         select x.tenant_id, c.id, 'Team ' || k
         from scale_ctx x, scale_companies c, generate_series(1, ${s.departmentsPerCompany}) k;
       insert into departments (tenant_id, company_id, name)
         select x.tenant_id, x.nordlys, 'Scale team ' || k from scale_ctx x, generate_series(1, ${s.nordlysDepartments}) k`,
    ],
    [
      'users',
      `insert into users (tenant_id, first_name, last_name, email, last_login_at, last_active_at)
         select x.tenant_id,
           (${sqlArray(firstNames)})[1 + n % ${firstNames.length}],
           (${sqlArray(lastNames)})[1 + (n / ${firstNames.length}) % ${lastNames.length}] || ' ' || n,
           'scale.learner.' || n || '@scale.test',
           case when n % 4 <> 0 then now() - (n % 400) * interval '1 day' end,
           case when n % 4 <> 0 then now() - (n % 300) * interval '1 day' end
         from scale_ctx x, generate_series(1, ${s.learners}) n;
       -- n 1–3,000 are Nordlys's; the others go round the 200 companies and round each one's departments.
       create unlogged table scale_users as
         select u.n, u.id as user_id,
           case when u.n <= ${s.nordlysLearners} then x.nordlys else c.id end as company_id,
           case when u.n <= ${s.nordlysLearners} then 0 else c.n end as company_n
         from (select substring(email from 'scale\\.learner\\.(\\d+)@')::int as n, id
               from users where email like 'scale.learner.%@scale.test') u
           cross join scale_ctx x
           left join scale_companies c on c.n = 1 + (u.n - ${s.nordlysLearners} - 1) % ${s.companies}
               and u.n > ${s.nordlysLearners}`,
      ['users'],
    ],
    [
      'memberships',
      `insert into company_users (tenant_id, company_id, user_id)
         select x.tenant_id, u.company_id, u.user_id from scale_ctx x, scale_users u;
       insert into department_users (tenant_id, department_id, user_id)
         select x.tenant_id, d.id, u.user_id
         from scale_ctx x, scale_users u
           join departments d on d.company_id = u.company_id
             and d.name = case when u.company_n = 0
               then 'Scale team ' || (1 + u.n % ${s.nordlysDepartments})
               else 'Team ' || (1 + (u.n / ${s.companies}) % ${s.departmentsPerCompany}) end`,
      ['company_users', 'department_users'],
    ],
    [
      'courses',
      `insert into courses (tenant_id, name, code, is_active, certificate_valid_days, duration)
         select tenant_id, 'Scale course ' || n, 'SCALE-' || n, true, 365, 30 + n % 90
         from scale_ctx, generate_series(1, ${s.courses}) n;
       create unlogged table scale_courses as
         select substring(code from 'SCALE-(\\d+)')::int as n, id
         from courses c, scale_ctx x where c.tenant_id = x.tenant_id and c.code like 'SCALE-%';
       insert into course_variants (tenant_id, course_id, language_id, title, status)
         select x.tenant_id, c.id, l.id,
           case l.code when 'en' then 'Scale course ' || c.n else 'Skalakurs ' || c.n end, 'published'
         from scale_ctx x, scale_courses c, languages l
         where l.tenant_id = x.tenant_id and l.code in ('en', 'nb');
       create unlogged table scale_variants as
         select v.id, v.course_id, c.n as course_n, v.title, v.language_id, l.code
         from course_variants v join scale_courses c on c.id = v.course_id join languages l on l.id = v.language_id;
       insert into lessons (tenant_id, title, language_id, pass_mark)
         select x.tenant_id, v.title || ' · lesson ' || k, v.language_id, 80
         from scale_ctx x, scale_variants v, generate_series(1, 2) k;
       insert into course_variant_lessons (tenant_id, course_variant_id, lesson_id, sort_order)
         select x.tenant_id, v.id, l.id, k
         from scale_ctx x cross join scale_variants v cross join generate_series(1, 2) k
           join lessons l on l.tenant_id = x.tenant_id and l.title = v.title || ' · lesson ' || k;
       create unlogged table scale_lessons as
         select v.course_id, v.code, v.id as variant_id, l.lesson_id, l.sort_order as k
         from scale_variants v join course_variant_lessons l on l.course_variant_id = v.id`,
    ],
    [
      'company courses',
      // Company c has the 15 courses 1 + (7c + k) % 300; Nordlys has courses 1–10.
      `create unlogged table scale_company_courses as
         select c.id as company_id, c.n as company_n, k, sc.id as course_id
         from scale_companies c, generate_series(0, ${s.coursesPerCompany - 1}) k
           join scale_courses sc on true
         where sc.n = 1 + (7 * c.n + k) % ${s.courses}
         union all
         select x.nordlys, 0, k, sc.id
         from scale_ctx x, generate_series(0, ${s.nordlysCourses - 1}) k join scale_courses sc on sc.n = k + 1;
       insert into company_courses (tenant_id, company_id, course_id, end_date)
         select x.tenant_id, cc.company_id, cc.course_id, current_date + 365
         from scale_ctx x, scale_company_courses cc`,
    ],
    [
      'enrollments',
      // Two courses per learner of the 200 companies; three, every third one four, per Nordlys learner (10,000).
      `create unlogged table scale_learner_courses as
         select u.user_id, u.company_id, u.n, j, cc.course_id
         from scale_users u, generate_series(0, 1) j
           join scale_company_courses cc on true
         where u.company_n > 0 and cc.company_n = u.company_n and cc.k = (u.n + 5 * j) % ${s.coursesPerCompany}
         union all
         select u.user_id, u.company_id, u.n, j, cc.course_id
         from scale_users u, generate_series(0, 3) j
           join scale_company_courses cc on true
         where u.company_n = 0 and (j < 3 or u.n % 3 = 0)
           and cc.company_n = 0 and cc.k = (u.n + 3 * j) % ${s.nordlysCourses};
       insert into enrollments (tenant_id, course_id, company_id, enrollable_type, enrollable_id, start_date,
           end_date, is_recurring, recur_after_days)
         select x.tenant_id, lc.course_id, lc.company_id, 'user', lc.user_id,
           current_date - (lc.n * 7 + lc.j * 31) % 700, current_date - (lc.n * 7 + lc.j * 31) % 700 + 120 + lc.n % 200,
           lc.n % 5 = 0, case when lc.n % 5 = 0 then 365 end
         from scale_ctx x, scale_learner_courses lc;
       -- A department enrollment in each company, the way managers enroll a whole team.
       insert into enrollments (tenant_id, course_id, company_id, enrollable_type, enrollable_id, start_date, end_date)
         select x.tenant_id, cc.course_id, cc.company_id, 'department', d.id, current_date - 30, current_date + 60
         from scale_ctx x, scale_company_courses cc
           join departments d on d.company_id = cc.company_id and d.name = 'Team 1'
         where cc.k = 14 and cc.company_n > 0;
       create unlogged table scale_enrollments as
         select row_number() over (order by e.id) as n, e.id, e.course_id, e.company_id, e.enrollable_id as user_id,
           e.start_date
         from enrollments e join scale_courses c on c.id = e.course_id
         where e.enrollable_type = 'user'`,
      ['enrollments'],
    ],
    [
      'certificates',
      // The first 100,000 enrollments have a certificate, issued some days after the start (some long ago,
      // so expired); the variant is the learner's language.
      `insert into certificates (tenant_id, user_id, course_id, course_variant_id, company_id, title, issued_at,
           expires_at)
         select x.tenant_id, e.user_id, e.course_id, v.id, e.company_id, v.title,
           e.start_date + (e.n % 60) * interval '1 day', e.start_date + (e.n % 60 + 365) * interval '1 day'
         from scale_ctx x, scale_enrollments e
           join scale_variants v on v.course_id = e.course_id and v.code = case when e.n % 2 = 0 then 'en' else 'nb' end
         where e.n <= ${s.certificates}`,
      ['certificates'],
    ],
    [
      'qualifications',
      `insert into qualifications (tenant_id, user_id, course_id, company_id, course_variant_id, certificate_id,
           certificate_expires_at, status, score, completed_at, last_active_at)
         select x.tenant_id, e.user_id, e.course_id, e.company_id, v.id, c.id, c.expires_at,
           case when c.id is null then (case when e.n % 2 = 0 then 'in_progress' else 'not_started' end)
                when c.expires_at < now() then 'expired' else 'completed' end,
           case when c.id is not null then 80 + e.n % 21 end,
           c.issued_at,
           coalesce(c.issued_at, e.start_date + interval '3 days')
         from scale_ctx x, scale_enrollments e
           join scale_variants v on v.course_id = e.course_id and v.code = case when e.n % 2 = 0 then 'en' else 'nb' end
           left join certificates c on c.user_id = e.user_id and c.course_id = e.course_id
             and c.company_id = e.company_id and e.n <= ${s.certificates}`,
      ['qualifications'],
    ],
    [
      'examinations',
      // Five attempts a lesson round per enrollment until 500,000: the last of a certified one passes.
      `insert into examinations (tenant_id, user_id, company_id, course_variant_id, lesson_id, enrollment_id,
           begun_at, ended_at, expires_at, score, pass_mark, success)
         select x.tenant_id, e.user_id, e.company_id, l.variant_id, l.lesson_id, e.id,
           e.start_date + (a * 2 + l.k) * interval '1 day' + (e.n % 600) * interval '1 minute',
           case when (e.n + a) % 11 = 0 then null
             else e.start_date + (a * 2 + l.k) * interval '1 day' + (e.n % 600 + 20) * interval '1 minute' end,
           e.start_date + (a * 2 + l.k) * interval '1 day' + interval '2 hours',
           case when (e.n + a) % 11 = 0 then null when a = 2 and e.n <= ${s.certificates} then 90
             else 30 + (e.n * 7 + a * 13) % 60 end,
           80,
           case when (e.n + a) % 11 = 0 then null when a = 2 and e.n <= ${s.certificates} then true
             else 30 + (e.n * 7 + a * 13) % 60 >= 80 end
         from scale_ctx x, scale_enrollments e, generate_series(0, 2) a
           join scale_lessons l on true
         where l.course_id = e.course_id and l.code = case when e.n % 2 = 0 then 'en' else 'nb' end
           and (e.n - 1) * 5 + a * 2 + l.k <= ${s.examinations}
           and a * 2 + l.k <= 5`,
      ['examinations'],
    ],
    // As the upkeep leaves a live database (autovacuum on PostgreSQL, the hourly job on PGlite): statistics, and a
    // visibility map, without which PGlite's counts read every heap page an index names (qualifications: 25 ms).
    ['vacuum', 'vacuum (analyze)'],
    ['clean up', `drop table ${workTables}`],
    // Figures kept from the demo-size run would be served for minutes: the tenant they describe is gone.
    ['forget figures', 'delete from figure_snapshots'],
    // The loaded tables' triggers were off, so the notes kept pages are checked against say nothing of the load:
    // one note for every tenant ends every kept page (platform/kept-pages).
    [
      'note the change',
      `insert into reader_changes (tenant_id, user_id, xid) values (0, 0, pg_current_xact_id()::text::bigint)`,
    ],
  ];
}

/** Writes the large tenant; prints each step's time and the whole. Run once, after the demo seed. */
export async function seedLargeTenant(
  database: DatabaseHandle,
  log: (line: string) => void = console.log,
): Promise<{ seconds: number; cpuSeconds: number; counts: ScaleCounts }> {
  const started = performance.now();
  // On PGlite the database runs on this thread: the process's CPU time is what the seed costs on a free core,
  // whatever else the machine is doing (on PostgreSQL it is the server's, not counted here).
  const cpuBefore = process.cpuUsage();
  for (const [label, text, bulkTables] of statements()) {
    const stepStarted = performance.now();
    const stepCpu = process.cpuUsage();
    if (bulkTables) await withoutIndexesDuring(database, bulkTables, text);
    else await database.executeSql(text);
    const { user, system } = process.cpuUsage(stepCpu);
    log(
      `  seed ${label.padEnd(16)} ${((performance.now() - stepStarted) / 1000).toFixed(1).padStart(6)} s` +
        ` (CPU ${((user + system) / 1e6).toFixed(1).padStart(5)} s)`,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  log(
    `  seed total       ${seconds.toFixed(1).padStart(6)} s (this process's CPU: ${cpuSeconds.toFixed(1)} s)`,
  );
  return { seconds, cpuSeconds, counts: await countRows(database) };
}

const countedTables = [
  'companies',
  'departments',
  'users',
  'company_users',
  'courses',
  'course_variants',
  'lessons',
  'enrollments',
  'qualifications',
  'certificates',
  'examinations',
];

export async function countRows(database: DatabaseHandle): Promise<ScaleCounts> {
  const { rows } = await database.executeSql(
    `select ${countedTables.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')}`,
  );
  return rows[0] as ScaleCounts;
}
