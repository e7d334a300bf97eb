import type { EnrollmentStanding } from '@academy/contracts/entities/company-report';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import { reachedEnrollments, standingOf } from './enrollment-reach.ts';
import type { ReportCriteria } from './report-rows.ts';

/** A status line's key: the enrollment and the learner it reaches. */
export type StatusKey = { enrollmentId: number; userId: number };

/** One line of the status report: a learner an enrollment reaches, where they stand and by when. */
export type StatusRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  departments: string | null;
  course_code: string | null;
  course_title: string;
  enrolled_as: 'user' | 'department' | 'company';
  status: EnrollmentStanding;
  start_date: string;
  deadline: string | null;
  last_active_at: string | null;
  completed_at: string | null;
  certificate_expires_at: string | null;
  /** The learner's answers to the company's custom user fields (issue 21 §5). */
  custom_fields: Record<string, string> | null;
};

/** The report's statuses and "due within N days" (not completed, deadline from today to today + N). */
function statusCondition(criteria: ReportCriteria): SQL {
  const parts: SQL[] = [sql`true`];
  if (criteria.statuses?.length)
    parts.push(sql`s.status = any(${`{${criteria.statuses.join(',')}}`}::text[])`);
  if (criteria.withinDays !== null) {
    const today = criteria.now.toISOString().slice(0, 10);
    parts.push(sql`s.status in ('not_started', 'in_progress')
      and s.end_date between ${today}::date and ${today}::date + ${criteria.withinDays}::int`);
  }
  if (criteria.dateFrom !== null) parts.push(sql`s.completed_at >= ${criteria.dateFrom}::date`);
  if (criteria.dateTo !== null) parts.push(sql`s.completed_at < ${criteria.dateTo}::date + 1`);
  return sql.join(parts, sql` and `);
}

/**
 * The status report's keys in its order (learner by name, then course), sorted once; the lines themselves are
 * read a batch at a time (statusBatch), as the qualification report does (report-rows.ts). The status is
 * worked out here too, so the status filter decides which lines there are.
 */
export async function statusRowKeys(db: Executor, criteria: ReportCriteria): Promise<StatusKey[]> {
  const rows = await queryRows<{ enrollment_id: number; user_id: number }>(
    db,
    sql`with x as (${reachedEnrollments(criteria)}),
      s as (
        select x.enrollment_id, x.user_id, x.course_id, x.end_date, q.completed_at, ${standingOf(criteria.now)} as status
        from x
        left join qualifications q on q.user_id = x.user_id and q.course_id = x.course_id
          and q.company_id = ${criteria.companyId})
      select s.enrollment_id, s.user_id from s
      join users u on u.id = s.user_id join courses c on c.id = s.course_id
      where ${statusCondition(criteria)}
      order by lower(u.last_name), lower(u.first_name), u.id, c.name, s.enrollment_id`,
  );
  return rows.map((row) => ({ enrollmentId: Number(row.enrollment_id), userId: Number(row.user_id) }));
}

/** The lines of these keys, in the keys' order; every table reached by its key for the batch only. */
export async function statusBatch(
  db: Executor,
  criteria: ReportCriteria,
  keys: readonly StatusKey[],
): Promise<StatusRow[]> {
  const enrollmentIds = intArray(keys.map((key) => key.enrollmentId));
  const userIds = intArray(keys.map((key) => key.userId));
  return queryRows<StatusRow>(
    db,
    sql`with
      x as materialized (
        select e.id as enrollment_id, wanted.user_id, e.course_id, e.end_date, e.start_date, e.enrollable_type,
          wanted.position
        from unnest(${enrollmentIds}, ${userIds}) with ordinality as wanted(enrollment_id, user_id, position)
        join enrollments e on e.id = wanted.enrollment_id),
      learner_departments as (
        select du.user_id, string_agg(d.name, ', ' order by d.name) as names
        from (select distinct user_id from x) learner
        join department_users du on du.user_id = learner.user_id
        join departments d on d.id = du.department_id and d.company_id = ${criteria.companyId}
        group by du.user_id),
      course_titles as (
        select distinct on (cv.course_id) cv.course_id, cv.title
        from course_variants cv join languages l on l.id = cv.language_id
        where cv.course_id in (select course_id from x) and l.code = ${criteria.locale}
        order by cv.course_id, cv.id)
    select u.id as user_id, u.first_name, u.last_name, u.email, ld.names as departments,
      c.code as course_code, coalesce(ct.title, c.name) as course_title, x.enrollable_type as enrolled_as,
      ${standingOf(criteria.now)} as status, x.start_date, x.end_date as deadline,
      q.last_active_at, q.completed_at, q.certificate_expires_at, u.custom_fields
    from x
    cross join lateral (select id, first_name, last_name, email, custom_fields from users where id = x.user_id offset 0) u
    join courses c on c.id = x.course_id
    left join learner_departments ld on ld.user_id = x.user_id
    left join course_titles ct on ct.course_id = x.course_id
    left join lateral (select status, last_active_at, completed_at, certificate_expires_at from qualifications
      where user_id = x.user_id and course_id = x.course_id and company_id = ${criteria.companyId} offset 0) q on true
    order by x.position`,
  );
}
