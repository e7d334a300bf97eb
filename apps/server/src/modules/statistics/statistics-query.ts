import type {
  CompanyFigures,
  CoursePassRate,
  Statistics,
  StatisticsMonth,
} from '@academy/contracts/entities/statistics';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/raw-sql.ts';
import { localizedCourseTitle } from '../courses/index.ts';
import { nextDay, type Period } from './statistics-period.ts';

type Totals = {
  certificates: number;
  certificate_users: number;
  completions: number;
  expiring: number;
  examinations: number;
  learners: number;
  submitted: number;
  passed: number;
  enrollments_started: number;
  enrollments_active: number;
};

type FiguresRow = {
  totals: Totals;
  months: StatisticsMonth[];
  courses: CoursePassRate[];
  companies: CompanyFigures[];
};

/** How many courses and companies the rankings show. */
const TOP = 10;

/**
 * Every figure of the statistics page in one statement, so the database aggregates and Node receives only the
 * answer (a few dozen numbers a month): examinations and certificates are each read once (a materialised CTE
 * over the period's rows, found through the (tenant, date) indexes), then grouped several ways at once with
 * GROUPING SETS — whole period, per month, per course, per company — with COUNT(DISTINCT) for the people and
 * FILTER for passes and completions. Months come from generate_series so empty months are there too. Dates are
 * whole UTC days: timestamps in [from 00:00Z, to + 1 day 00:00Z).
 */
export async function statisticsFigures(
  db: Executor,
  input: { tenantId: number; period: Period; companyId: number | null; locale: 'en' | 'nb' },
): Promise<Omit<Statistics, 'from' | 'to' | 'company' | 'computed_at'>> {
  const { tenantId, period, companyId, locale } = input;
  const start = `${period.from}T00:00:00.000Z`;
  const end = `${nextDay(period.to)}T00:00:00.000Z`;
  const ofCompany = (column: SQL): SQL => (companyId === null ? sql`` : sql`and ${column} = ${companyId}`);

  const [row] = await queryRows<FiguresRow>(
    db,
    sql`with
    months as (
      select m as month
      from generate_series(date_trunc('month', ${period.from}::date::timestamp),
        date_trunc('month', ${period.to}::date::timestamp),
        interval '1 month') as m
    ),
    exams as materialized (
      select date_trunc('month', e.begun_at at time zone 'UTC') as month, e.user_id, e.company_id,
        e.course_variant_id, e.success
      from examinations e
      where e.tenant_id = ${tenantId} and e.begun_at >= ${start}::timestamptz and e.begun_at < ${end}::timestamptz
        ${ofCompany(sql`e.company_id`)}
    ),
    -- Counts need no DISTINCT, so the four groupings are hashed in one pass.
    exam_counts as (
      select case when grouping(month) = 0 then 'month' when grouping(course_variant_id) = 0 then 'variant'
          when grouping(company_id) = 0 then 'company' else 'total' end as kind,
        month, course_variant_id, company_id,
        count(*)::int as examinations,
        (count(*) filter (where success))::int as passed,
        (count(*) filter (where success is not null))::int as submitted
      from exams
      group by grouping sets ((), (month), (course_variant_id), (company_id))
    ),
    -- Distinct learners: the distinct (month, learner), (company, learner) and learner pairs in one hashed pass,
    -- then counted (cheaper than COUNT(DISTINCT), which sorts the rows once per grouping).
    learner_pairs as (
      select grouping(month, company_id) as pair, month, company_id
      from exams
      group by grouping sets ((month, user_id), (company_id, user_id), (user_id))
    ),
    learners as (
      select case pair when 1 then 'month' when 2 then 'company' else 'total' end as kind, month, company_id,
        count(*)::int as learners
      from learner_pairs
      group by pair, month, company_id
    ),
    exam_figures as (
      select c.kind, c.month, c.company_id, c.examinations, c.passed, c.submitted, coalesce(l.learners, 0) as learners
      from exam_counts c
      left join learners l on l.kind = c.kind and l.month is not distinct from c.month
        and l.company_id is not distinct from c.company_id
      where c.kind <> 'variant'
    ),
    course_figures as (
      select v.course_id, sum(c.passed)::int as passed, sum(c.submitted)::int as submitted
      from exam_counts c join course_variants v on v.id = c.course_variant_id
      where c.kind = 'variant'
      group by v.course_id
    ),
    certs as materialized (
      select c.issued_at, c.expires_at, c.user_id, c.company_id,
        -- Earned by passing every lesson (the certification service records the variant); by hand it has none.
        c.course_variant_id is not null as completed
      from certificates c
      where c.tenant_id = ${tenantId} ${ofCompany(sql`c.company_id`)}
        and ((c.issued_at >= ${start}::timestamptz and c.issued_at < ${end}::timestamptz)
          or (c.expires_at >= ${start}::timestamptz and c.expires_at < ${end}::timestamptz))
    ),
    issued_figures as (
      select case when grouping(month) = 0 then 'month' when grouping(company_id) = 0 then 'company'
          else 'total' end as kind,
        month, company_id,
        count(*)::int as certificates,
        count(distinct user_id)::int as users,
        (count(*) filter (where completed))::int as completions
      from (
        select date_trunc('month', issued_at at time zone 'UTC') as month, user_id, company_id, completed
        from certs where issued_at >= ${start}::timestamptz and issued_at < ${end}::timestamptz
      ) issued
      group by grouping sets ((), (month), (company_id))
    ),
    expiring as (
      select date_trunc('month', expires_at at time zone 'UTC') as month, count(*)::int as expiring
      from certs where expires_at >= ${start}::timestamptz and expires_at < ${end}::timestamptz
      group by 1
    ),
    starts as (
      select date_trunc('month', start_date::timestamp) as month, count(*)::int as started
      from enrollments
      where tenant_id = ${tenantId} ${ofCompany(sql`company_id`)} and revoked_at is null
        and start_date >= ${period.from}::date and start_date <= ${period.to}::date
      group by 1
    ),
    top_courses as (
      select c.id, c.uuid, ${localizedCourseTitle(locale)} as name, f.submitted, f.passed
      from course_figures f join courses c on c.id = f.course_id
      where f.submitted > 0
      order by f.submitted desc, name, c.id
      limit ${TOP}
    ),
    top_companies as (
      select co.id, co.uuid, co.name, coalesce(i.completions, 0) as completions,
        coalesce(i.certificates, 0) as certificates, coalesce(e.learners, 0) as active_learners,
        coalesce(e.examinations, 0) as examinations
      from (select company_id, completions, certificates from issued_figures
          where kind = 'company' and company_id is not null) i
        full join (select company_id, learners, examinations from exam_figures
          where kind = 'company' and company_id is not null) e using (company_id)
        join companies co on co.id = company_id
      order by completions desc, active_learners desc, co.name, co.id
      limit ${TOP}
    )
    select
      json_build_object(
        'certificates', coalesce((select certificates from issued_figures where kind = 'total'), 0),
        'certificate_users', coalesce((select users from issued_figures where kind = 'total'), 0),
        'completions', coalesce((select completions from issued_figures where kind = 'total'), 0),
        'expiring', coalesce((select sum(expiring) from expiring), 0),
        'examinations', coalesce((select examinations from exam_figures where kind = 'total'), 0),
        'learners', coalesce((select learners from exam_figures where kind = 'total'), 0),
        'submitted', coalesce((select submitted from exam_figures where kind = 'total'), 0),
        'passed', coalesce((select passed from exam_figures where kind = 'total'), 0),
        'enrollments_started', coalesce((select sum(started) from starts), 0),
        'enrollments_active', (
          select count(*) from enrollments
          where tenant_id = ${tenantId} ${ofCompany(sql`company_id`)} and revoked_at is null
            and start_date <= ${period.to}::date and (end_date is null or end_date >= ${period.to}::date))
      ) as totals,
      (select json_agg(json_build_object(
          'month', to_char(m.month, 'YYYY-MM'),
          'completions', coalesce(i.completions, 0),
          'certificates_issued', coalesce(i.certificates, 0),
          'certificates_expiring', coalesce(x.expiring, 0),
          'examinations', coalesce(e.examinations, 0),
          'active_learners', coalesce(e.learners, 0),
          'enrollments_started', coalesce(s.started, 0)) order by m.month)
        from months m
        left join issued_figures i on i.kind = 'month' and i.month = m.month
        left join expiring x on x.month = m.month
        left join exam_figures e on e.kind = 'month' and e.month = m.month
        left join starts s on s.month = m.month
      ) as months,
      coalesce((select json_agg(json_build_object(
          'course', json_build_object('id', id, 'uuid', uuid, 'fqmi', 'courses:' || uuid || '|course',
            'header', name),
          'submitted', submitted, 'passed', passed, 'pass_rate', passed::float8 / submitted)
          order by submitted desc, name, id)
        from top_courses), '[]'::json) as courses,
      coalesce((select json_agg(json_build_object(
          'company', json_build_object('id', id, 'uuid', uuid, 'fqmi', 'companies:' || uuid || '|company',
            'header', name),
          'completions', completions, 'certificates', certificates, 'active_learners', active_learners,
          'examinations', examinations)
          order by completions desc, active_learners desc, name, id)
        from top_companies), '[]'::json) as companies`,
  );

  const totals = row.totals;
  const number = (value: number | string) => Number(value);
  return {
    certificates_count: number(totals.certificates),
    certificates_users: number(totals.certificate_users),
    examinations_count: number(totals.examinations),
    examinations_users: number(totals.learners),
    completions_count: number(totals.completions),
    certificates_expiring_count: number(totals.expiring),
    submitted_count: number(totals.submitted),
    passed_count: number(totals.passed),
    pass_rate: number(totals.submitted) > 0 ? number(totals.passed) / number(totals.submitted) : null,
    enrollments_started_count: number(totals.enrollments_started),
    enrollments_active_count: number(totals.enrollments_active),
    months: row.months,
    courses: row.courses,
    companies: row.companies,
  };
}
