import { createHash } from 'node:crypto';
import { courseInsightSchema, learnerInsightSchema } from '@academy/contracts/entities/insights';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, wrapPglite } from '../db/client.ts';
import { createPglite } from '../db/pglite.ts';
import { queryRows } from '../db/raw-sql.ts';
import { reportBatch, reportRowIds, reportRows } from '../modules/reports/report-rows.ts';
import { statusBatch, statusRowKeys } from '../modules/reports/status-rows.ts';
import { findTenantId, setTenantHosts } from '../modules/tenants/index.ts';
import { buildTestApp, createTestClock, type TestApp } from '../test/build-test-app.ts';
import { auth, tokenForDemo } from '../test/factories.ts';
import { seedDemo } from './demo.ts';

/**
 * Issue 21 §6: the demo seeded WITH its history (DEMO_HISTORY) on a fresh database — Nordlys's ~40 learners
 * in three departments and 18 months of enrollments, examinations, certificates and reminders; the same rows
 * on every seed with the same clock; and the screens' queries (insights, qualifications, reports, statistics,
 * the timeline) answering with something real for Nordlys at once.
 */
const DAY_MS = 86_400_000;
// The app's clock at seeding; the app below runs on the same clock, so "within 30 days" means the same to both.
const now = new Date();
const today = now.toISOString().slice(0, 10);
const dateIn = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

async function seededWithHistory(): Promise<DatabaseHandle> {
  const handle = wrapPglite(createPglite());
  await handle.migrate();
  const result = await seedDemo(handle.db, { history: true, now });
  expect(result.created).toBe(true);
  expect(result.history?.people).toBe(36);
  return handle;
}

/** Everything the history writes, by natural keys (e-mails, course codes, names), in one canonical order. */
async function historyDigest(db: Database): Promise<string> {
  const parts = await Promise.all([
    queryRows(
      db,
      sql`select u.email, u.first_name, u.last_name, u.last_login_at::text, u.preferred_language_id, d.name as department, du.sort_order
      from users u left join department_users du on du.user_id = u.id left join departments d on d.id = du.department_id
      order by u.email, d.name`,
    ),
    queryRows(
      db,
      sql`select c.code, e.enrollable_type, coalesce(u.email, d.name, co.slug) as enrollable, e.start_date::text,
        e.end_date::text, p.certificate_valid_for
      from enrollments e join courses c on c.id = e.course_id
      left join users u on e.enrollable_type = 'user' and u.id = e.enrollable_id
      left join departments d on e.enrollable_type = 'department' and d.id = e.enrollable_id
      left join companies co on e.enrollable_type = 'company' and co.id = e.enrollable_id
      left join access_passes p on p.issued_by_type = 'enrollment' and p.issued_by_id = e.id
      order by 1, 2, 3, 4`,
    ),
    queryRows(
      db,
      sql`select u.email, l.title, x.begun_at::text, x.ended_at::text, x.score, x.success
      from examinations x join users u on u.id = x.user_id join lessons l on l.id = x.lesson_id
      order by 1, 3, 2`,
    ),
    queryRows(
      db,
      sql`select u.email, c.code, x.title, x.issued_at::text, x.expires_at::text
      from certificates x join users u on u.id = x.user_id join courses c on c.id = x.course_id order by 1, 2, 4`,
    ),
    queryRows(
      db,
      sql`select u.email, c.code, q.status, q.score, q.completed_at::text, q.last_active_at::text, q.certificate_id is not null as certified
      from qualifications q join users u on u.id = q.user_id join courses c on c.id = q.course_id order by 1, 2`,
    ),
    queryRows(
      db,
      sql`select u.email, c.code, r.kind, r.threshold_days, r.status, r.sent_at::text, e.end_date::text
      from reminder_deliveries r join users u on u.id = r.user_id join courses c on c.id = r.course_id
      left join enrollments e on e.id = r.enrollment_id order by 1, 2, 6, 3`,
    ),
  ]);
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

let t: TestApp;
let nordlysId: number;
let managerToken: string;
let adminToken: string;

beforeAll(async () => {
  const handle = await seededWithHistory();
  // Requests the tests inject name the host `localhost`, as in the shared test template.
  const tenantId = await findTenantId(handle.db, 'academy');
  await setTenantHosts(handle.db, tenantId!, ['localhost']);
  t = await buildTestApp({ database: handle, clock: createTestClock(now) });
  const [nordlys] = await queryRows<{ id: number }>(
    t.db,
    sql`select id from companies where slug = 'nordlys'`,
  );
  nordlysId = nordlys.id;
  managerToken = await tokenForDemo(t.db, 'manager@academy.test');
  adminToken = await tokenForDemo(t.db, 'admin@academy.test');
}, 120_000);
afterAll(() => t?.close());

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(t.db, query))[0].n);
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });

describe('the demo history', () => {
  it('gives Nordlys about 40 learners in three departments, keeping the demo accounts where they were', async () => {
    const departments = await queryRows<{ name: string; members: number }>(
      t.db,
      sql`select d.name, count(du.user_id)::int as members from departments d
        left join department_users du on du.department_id = d.id
        where d.company_id = ${nordlysId} group by d.name order by d.name`,
    );
    expect(departments.map((row) => row.name)).toEqual(['Customer Service', 'Operations', 'Sales']);
    for (const row of departments) expect(row.members).toBeGreaterThanOrEqual(12);
    expect(
      await count(sql`select count(*)::int as n from company_users where company_id = ${nordlysId}`),
    ).toBe(40);

    const places = await queryRows<{ email: string; sort_order: number; is_head: boolean }>(
      t.db,
      sql`select u.email, du.sort_order, du.is_head from department_users du join users u on u.id = du.user_id
        join departments d on d.id = du.department_id where d.company_id = ${nordlysId} and d.name = 'Sales'
        order by du.sort_order`,
    );
    expect(places.slice(0, 2)).toEqual([
      { email: 'head@academy.test', sort_order: 1, is_head: true },
      { email: 'learner@academy.test', sort_order: 2, is_head: false },
    ]);
    // The other company is untouched.
    expect(
      await count(
        sql`select count(*)::int as n from company_users cu join companies c on c.id = cu.company_id where c.slug = 'fjord'`,
      ),
    ).toBe(3);
  });

  it('spreads enrollments of people, departments and the company over 18 months up to now', async () => {
    const [span] = await queryRows<{ first: string; last: string; months: number; kinds: string[] }>(
      t.db,
      sql`select min(start_date)::text as first, max(start_date)::text as last,
        count(distinct date_trunc('month', start_date))::int as months,
        array_agg(distinct enrollable_type order by enrollable_type) as kinds
        from enrollments where company_id = ${nordlysId}`,
    );
    expect(span.first >= dateIn(-541)).toBe(true);
    expect(span.first <= dateIn(-450)).toBe(true);
    expect(span.last <= today).toBe(true);
    expect(span.months).toBeGreaterThanOrEqual(15);
    expect(span.kinds).toEqual(['company', 'department', 'user']);
    const [examinationSpan] = await queryRows<{ months: number; passed: number; failed: number }>(
      t.db,
      sql`select count(distinct date_trunc('month', begun_at))::int as months,
        (count(*) filter (where success))::int as passed, (count(*) filter (where not success))::int as failed
        from examinations where company_id = ${nordlysId} and ended_at < ${now.toISOString()}::timestamptz`,
    );
    expect(examinationSpan.months).toBeGreaterThanOrEqual(14);
    expect(examinationSpan.passed).toBeGreaterThan(100);
    expect(examinationSpan.failed).toBeGreaterThan(5);
  });

  it('has every standing a manager follows: certified, expiring within 30 days, expired, overdue, not started', async () => {
    const at = now.toISOString();
    const certificates = await queryRows<{
      valid: number;
      expiring: number;
      expired: number;
      lasting: number;
    }>(
      t.db,
      sql`select (count(*) filter (where expires_at > ${at}::timestamptz + interval '30 days'))::int as valid,
        (count(*) filter (where expires_at > ${at}::timestamptz and expires_at <= ${at}::timestamptz + interval '30 days'))::int as expiring,
        (count(*) filter (where expires_at <= ${at}::timestamptz))::int as expired,
        (count(*) filter (where expires_at is null))::int as lasting
        from certificates where company_id = ${nordlysId}`,
    );
    expect(certificates[0]).toEqual({ valid: expect.any(Number), expiring: 8, expired: 14, lasting: 12 });
    expect(certificates[0].valid).toBe(22);

    // Overdue: a personal deadline passed with no certificate for the course earned since the enrollment began.
    const overdue = await count(
      sql`select count(*)::int as n from enrollments e where e.company_id = ${nordlysId} and e.enrollable_type = 'user'
        and e.end_date < ${today}::date and not exists (select 1 from certificates c where c.user_id = e.enrollable_id
          and c.course_id = e.course_id and c.issued_at >= e.start_date)`,
    );
    expect(overdue).toBeGreaterThanOrEqual(16);
    const notStarted = await count(
      sql`select count(*)::int as n from enrollments e where e.company_id = ${nordlysId} and e.enrollable_type = 'user'
        and e.start_date <= ${today}::date and e.end_date >= ${today}::date
        and not exists (select 1 from examinations x where x.user_id = e.enrollable_id and x.enrollment_id = e.id)`,
    );
    expect(notStarted).toBeGreaterThanOrEqual(9);
  });

  it('records the reminders sent: automatic ones before deadlines, manual ones by the manager', async () => {
    const reminders = await queryRows<{
      kind: string;
      threshold_days: number | null;
      n: number;
      late: number;
    }>(
      t.db,
      sql`select r.kind, r.threshold_days, count(*)::int as n,
        (count(*) filter (where r.sent_at > ${now.toISOString()}::timestamptz or r.status <> 'sent'))::int as late
        from reminder_deliveries r where r.company_id = ${nordlysId} group by 1, 2 order by 1, 2`,
    );
    expect(reminders.map((row) => [row.kind, row.threshold_days])).toEqual([
      ['automatic', 1],
      ['automatic', 7],
      ['manual', null],
    ]);
    for (const row of reminders) {
      expect(row.n).toBeGreaterThan(0);
      expect(row.late).toBe(0);
    }
    // An automatic reminder went out 7 or 1 days before its enrollment's deadline.
    const offTarget = await count(
      sql`select count(*)::int as n from reminder_deliveries r join enrollments e on e.id = r.enrollment_id
        where r.kind = 'automatic' and (e.end_date - (r.sent_at at time zone 'UTC')::date) <> r.threshold_days`,
    );
    expect(offTarget).toBe(0);
  });

  it('is the same on every seed with the same clock', async () => {
    const again = await seededWithHistory();
    try {
      expect(await historyDigest(again.db)).toBe(await historyDigest(t.db));
    } finally {
      await again.close();
    }
  }, 120_000);
});

describe("the screens' queries show the history at once", () => {
  it("fills the manager's insights: every status in Nordlys's courses", async () => {
    const answer = await get(managerToken, `/api/v1/companies/${nordlysId}/insights`);
    expect(answer.statusCode, answer.body).toBe(200);
    const courses = answer.json().data.items.map((item: unknown) => courseInsightSchema.parse(item));
    const total = (field: 'completed' | 'expiring' | 'expired' | 'in_progress' | 'not_started') =>
      courses.reduce((sum: number, course: Record<string, number>) => sum + course[field], 0);
    expect(courses).toHaveLength(3);
    expect(total('completed')).toBeGreaterThanOrEqual(40);
    expect(total('expiring')).toBe(8);
    expect(total('expired')).toBeGreaterThan(0);
    expect(total('in_progress')).toBeGreaterThan(0);
    expect(total('not_started')).toBeGreaterThan(0);

    const workplaceSafety = courses.find(
      (course: { course: { code: string | null } }) => course.course.code === 'WS-101',
    );
    const learners = await get(
      managerToken,
      `/api/v1/companies/${nordlysId}/insights/courses/${workplaceSafety.course.id}/learners?per_page=100`,
    );
    expect(learners.statusCode, learners.body).toBe(200);
    const items = learners.json().data.items.map((item: unknown) => learnerInsightSchema.parse(item));
    expect(items.length).toBe(40);
  });

  it('fills the qualifications list and the report rows', async () => {
    const answer = await get(managerToken, '/api/v1/qualifications?per_page=100');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.meta.pagination.total).toBeGreaterThanOrEqual(70);

    const tenantId = (await findTenantId(t.db, 'academy'))!;
    const criteria = {
      tenantId,
      companyId: nordlysId,
      departmentId: null,
      courseId: null,
      dateFrom: null,
      dateTo: null,
      locale: 'en' as const,
      now,
      statuses: null,
      withinDays: null,
    };
    const ids = await reportRowIds(t.db, criteria);
    const statuses = new Set<string>();
    for await (const batch of reportRows((keys) => reportBatch(t.db, criteria, keys), ids, 200))
      for (const row of batch) statuses.add(row.status);
    expect([...statuses].sort()).toEqual(['completed', 'expired', 'in_progress']);

    // The status report (one line per enrollment reached) also holds who has not started and who is late.
    const keys = await statusRowKeys(t.db, criteria);
    const standings = new Set<string>();
    for await (const batch of reportRows((some) => statusBatch(t.db, criteria, some), keys, 200))
      for (const row of batch) standings.add(row.status);
    expect([...standings].sort()).toEqual(['completed', 'expired', 'in_progress', 'not_started', 'overdue']);
  });

  it("fills the administrator's statistics and the enrollments timeline", async () => {
    const statistics = await get(adminToken, `/api/v1/statistics?from=${dateIn(-540)}&to=${today}`);
    expect(statistics.statusCode, statistics.body).toBe(200);
    const item = statistics.json().data.item;
    expect(item.certificates_count).toBeGreaterThanOrEqual(56);
    expect(item.examinations_count).toBeGreaterThan(150);
    expect(item.certificates_expiring_count).toBeGreaterThan(0);
    expect(item.pass_rate).toBeGreaterThan(0.5);
    expect(item.pass_rate).toBeLessThan(1);
    const activeMonths = item.months.filter((month: { examinations: number }) => month.examinations > 0);
    expect(activeMonths.length).toBeGreaterThanOrEqual(14);

    const timeline = await get(
      adminToken,
      `/api/v1/statistics/enrollment-timeline?company=${nordlysId}&per_page=100`,
    );
    expect(timeline.statusCode, timeline.body).toBe(200);
    const series = timeline.json().data.items as { cycles: { state: string }[] }[];
    expect(series.length).toBeGreaterThan(40);
    const states = new Set(series.flatMap((row) => row.cycles.map((cycle) => cycle.state)));
    expect([...states]).toEqual(expect.arrayContaining(['active', 'ended']));
  });
});
