import { type SQL, sql } from 'drizzle-orm';
import { certificateLapsed } from '../qualifications/index.ts';

/** Which enrollments and learners a status list covers: one company, maybe one department and one course. */
export type ReachScope = {
  tenantId: number;
  companyId: number;
  departmentId: number | null;
  courseId: number | null;
};

/**
 * One row per learner and course an enrollment of the company reaches (`enrollment_id`, `user_id`,
 * `course_id`, `end_date`): the person enrolled, a department's members, or the company's members — as the
 * seat pool and the insights count them. Revoked enrollments do not count, nor one a recurrence has
 * continued (its successor is the one that matters). A learner reached twice for a course keeps the
 * enrollment whose deadline comes first (open-ended last): the date they must meet. Only people still members
 * of the company are reached. `people` narrows the learners further (a condition on `m.user_id`).
 * `peopleIds` (an int[] of the only learners wanted, a page's) reads their personal enrollments by the enrollable
 * index instead of every personal enrollment of the company (issue 26: a page of 25 in a company of 3,000).
 */
export function reachedEnrollments(scope: ReachScope, people?: SQL, peopleIds?: SQL): SQL {
  const { tenantId, companyId } = scope;
  const enrollments = peopleIds
    ? sql`(select * from enrollments where enrollable_type = 'user' and enrollable_id = any(${peopleIds})
        union all select * from enrollments where enrollable_type <> 'user')`
    : sql`enrollments`;
  return sql`select distinct on (r.user_id, e.course_id)
      e.id as enrollment_id, r.user_id, e.course_id, e.end_date, e.start_date, e.enrollable_type
    from ${enrollments} e
    cross join lateral (
      select e.enrollable_id as user_id where e.enrollable_type = 'user'
      union all select du.user_id from department_users du
        where e.enrollable_type = 'department' and du.department_id = e.enrollable_id
      union all select cu.user_id from company_users cu
        where e.enrollable_type = 'company' and cu.company_id = e.enrollable_id) r
    join company_users m on m.user_id = r.user_id and m.company_id = ${companyId}
    where e.tenant_id = ${tenantId} and e.company_id = ${companyId} and e.revoked_at is null
      and not exists (select 1 from enrollments nx where nx.previous_enrollment_id = e.id and nx.revoked_at is null)
      ${scope.courseId === null ? sql`` : sql`and e.course_id = ${scope.courseId}`}
      ${
        scope.departmentId === null
          ? sql``
          : sql`and exists (select 1 from department_users dd where dd.user_id = r.user_id and dd.department_id = ${scope.departmentId})`
      }
      ${people ? sql`and ${people}` : sql``}
    order by r.user_id, e.course_id, e.end_date asc nulls last, e.id`;
}

/** Whether the certificate of the reports' qualification `q` has lapsed at this instant (ISO). */
export function lapsedAt(at: string): SQL<boolean | null> {
  return certificateLapsed(sql`q.certificate_expires_at`, sql`${at}::timestamptz`);
}

/**
 * Where a learner stands in an enrollment (`x`: a reached row, `q`: their qualification in the company):
 * completed (or expired, once the certificate has lapsed) whatever the date;
 * otherwise overdue once the deadline has passed, else in progress or not started.
 */
export function standingOf(now: Date): SQL<string> {
  const at = now.toISOString();
  const today = at.slice(0, 10);
  return sql<string>`case
    when q.status in ('completed', 'expired') and ${lapsedAt(at)} then 'expired'
    when q.status = 'completed' then 'completed'
    when q.status = 'expired' then 'expired'
    when x.end_date is not null and x.end_date < ${today}::date then 'overdue'
    when q.status = 'in_progress' or q.last_active_at is not null then 'in_progress'
    else 'not_started' end`;
}
