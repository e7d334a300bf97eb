import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import type { ReportCriteria } from './report-rows.ts';

/** One line of the expiring report: a learner's certificate that lapses within the window. */
export type ExpiringRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  departments: string | null;
  course_code: string | null;
  course_title: string;
  certificate_title: string;
  issued_at: string;
  expires_at: string;
  days_left: number;
  /** The learner's answers to the company's custom user fields (issue 21 §5). */
  custom_fields: Record<string, string> | null;
};

/**
 * Certificates of the company's people that are still valid and expire within `withinDays` (from the app's
 * clock), only the latest of a learner's certificates for a course (a renewed one replaces it).
 */
function expiringCondition(criteria: ReportCriteria, days: number): SQL {
  const at = criteria.now.toISOString();
  const parts: SQL[] = [
    sql`ce.tenant_id = ${criteria.tenantId} and ce.company_id = ${criteria.companyId}`,
    sql`ce.expires_at > ${at}::timestamptz and ce.expires_at <= ${at}::timestamptz + make_interval(days => ${days})`,
    sql`not exists (select 1 from certificates later where later.user_id = ce.user_id
      and later.course_id = ce.course_id and (later.issued_at, later.id) > (ce.issued_at, ce.id))`,
  ];
  if (criteria.departmentId !== null)
    parts.push(
      sql`exists (select 1 from department_users du where du.user_id = ce.user_id and du.department_id = ${criteria.departmentId})`,
    );
  if (criteria.courseId !== null) parts.push(sql`ce.course_id = ${criteria.courseId}`);
  return sql.join(parts, sql` and `);
}

/** The expiring certificates' ids, soonest first, then by learner. */
export async function expiringRowIds(
  db: Executor,
  criteria: ReportCriteria,
  days: number,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select ce.id from certificates ce join users u on u.id = ce.user_id
      where ${expiringCondition(criteria, days)}
      order by ce.expires_at, lower(u.last_name), lower(u.first_name), ce.id`,
  );
  return rows.map((row) => Number(row.id));
}

/** The lines of these certificate ids, in the ids' order. */
export async function expiringBatch(
  db: Executor,
  criteria: ReportCriteria,
  ids: readonly number[],
): Promise<ExpiringRow[]> {
  const wanted = intArray(ids);
  const at = criteria.now.toISOString();
  return queryRows<ExpiringRow>(
    db,
    sql`with
      batch as materialized (
        select ce.id, ce.user_id, ce.course_id, ce.title, ce.issued_at, ce.expires_at, wanted.position
        from certificates ce join unnest(${wanted}) with ordinality as wanted(id, position) on wanted.id = ce.id),
      learner_departments as (
        select du.user_id, string_agg(d.name, ', ' order by d.name) as names
        from (select distinct user_id from batch) learner
        join department_users du on du.user_id = learner.user_id
        join departments d on d.id = du.department_id and d.company_id = ${criteria.companyId}
        group by du.user_id),
      course_titles as (
        select distinct on (cv.course_id) cv.course_id, cv.title
        from course_variants cv join languages l on l.id = cv.language_id
        where cv.course_id in (select course_id from batch) and l.code = ${criteria.locale}
        order by cv.course_id, cv.id)
    select u.id as user_id, u.first_name, u.last_name, u.email, ld.names as departments, c.code as course_code,
      coalesce(ct.title, c.name) as course_title, b.title as certificate_title, b.issued_at, b.expires_at,
      ceil(extract(epoch from (b.expires_at - ${at}::timestamptz)) / 86400)::int as days_left,
      u.custom_fields
    from batch b
    join users u on u.id = b.user_id
    join courses c on c.id = b.course_id
    left join learner_departments ld on ld.user_id = b.user_id
    left join course_titles ct on ct.course_id = b.course_id
    order by b.position`,
  );
}
