import { expiringWithinDays } from '@academy/contracts/entities/insights';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { departments } from '../../db/schema/tenancy.ts';
import { rowKeyCondition } from '../../platform/resource/row-key.ts';
import { nameOrEmailContains } from '../users/index.ts';
import type { InsightReach } from './insight-reach.ts';

/** What narrows the standings: one course, one department's people, a name or e-mail. */
export type StandingFilters = { courseId?: number; departmentKey?: string; search?: string };

/** `departments d` of the raw queries below, so the one rule for a key (row-key.ts) names its columns. */
const departmentAlias = alias(departments, 'd');

/** People of a department of the company (id or uuid); anything else matches nobody. */
function inDepartment(companyId: number, key: string): SQL {
  const department = rowKeyCondition(departmentAlias, key);
  return sql`exists (select 1 from department_users du join departments d on d.id = du.department_id
    where du.user_id = users.id and d.company_id = ${companyId} and ${department})`;
}

/**
 * The learners' standings in a company's courses, computed in SQL as one `WITH` (DESIGN §4: bounded queries):
 * - `people`: the company's members the reader sees (InsightReach), narrowed by the filters;
 * - `enrolled`: who an enrollment of the company reaches today (personally, through a department of theirs in
 *   the company, or the whole company; not revoked, started, not ended), with the earliest end date;
 * - `quals` and `certs`: their qualification in the company and latest certificate (the company's or
 *   personal), as the learner's own status reads them (modules/learning);
 * - `standings`: one row per learner and course with a standing (enrolled, progress, or a certificate of the
 *   company), with its status and whether a valid certificate expires within 30 days.
 * `now` and `today` come from the app's clock, never the database's.
 */
export function standingsWith(reach: InsightReach, now: Date, filters: StandingFilters = {}): SQL {
  const { tenantId, companyId } = reach;
  const today = now.toISOString().slice(0, 10);
  const at = now.toISOString();
  const course = (column: SQL) =>
    filters.courseId === undefined ? sql`` : sql`and ${column} = ${filters.courseId}`;
  // One grantee's enrollments of the company in force today, reached by key (enrollments_enrollable_idx):
  // a lateral lookup per person, never a join of two whole sets on an OR. The lookups by person name no
  // tenant: the person and the company are the tenant's already, and a tenant condition would steer a planner
  // without statistics (PGlite never gathers them) to the company's index and a scan of the whole company
  // per person.
  const activeOf = (type: SQL, id: SQL) => sql`select e.course_id, e.start_date, e.end_date from enrollments e
    where e.enrollable_type = ${type} and e.enrollable_id = ${id} and e.company_id = ${companyId} and e.revoked_at is null and e.start_date <= ${today}::date
      and (e.end_date is null or e.end_date >= ${today}::date) ${course(sql`e.course_id`)} offset 0`;
  const search = filters.search?.trim() ? sql`and ${nameOrEmailContains(filters.search)}` : sql``;
  return sql`with
    people as (
      select users.id from users
      join company_users cu on cu.user_id = users.id and cu.company_id = ${companyId}
      where users.tenant_id = ${tenantId}
        ${reach.people ? sql`and ${reach.people}` : sql``}
        ${filters.departmentKey ? sql`and ${inDepartment(companyId, filters.departmentKey)}` : sql``}
        ${search}),
    people_departments as (
      select p.id as user_id, pd.department_id from people p
      cross join lateral (select du.department_id from department_users du
        join departments d on d.id = du.department_id and d.company_id = ${companyId}
        where du.user_id = p.id offset 0) pd),
    active as (
      select e.course_id, e.enrollable_type, e.enrollable_id, e.start_date, e.end_date from enrollments e
      where e.tenant_id = ${tenantId} and e.company_id = ${companyId} and e.revoked_at is null
        and e.start_date <= ${today}::date and (e.end_date is null or e.end_date >= ${today}::date)
        ${course(sql`e.course_id`)}),
    company_wide as (
      select course_id, start_date, end_date from active
      where enrollable_type = 'company' and enrollable_id = ${companyId}),
    reached as (
      select p.id as user_id, a.course_id, a.start_date, a.end_date from company_wide a cross join people p
      union all
      select p.id, e.course_id, e.start_date, e.end_date from people p
      cross join lateral (${activeOf(sql`'user'`, sql`p.id`)}) e
      union all
      select pd.user_id, e.course_id, e.start_date, e.end_date from people_departments pd
      cross join lateral (${activeOf(sql`'department'`, sql`pd.department_id`)}) e),
    enrolled as (
      select user_id, course_id, min(end_date) as deadline, max(start_date) as started from reached
      group by user_id, course_id),
    quals as (
      select p.id as user_id, q.course_id, q.last_active_at, q.completed_at, q.score, q.restarted_at from people p
      cross join lateral (select q.course_id, q.last_active_at, q.completed_at, q.score, q.restarted_at
        from qualifications q where q.user_id = p.id and q.company_id = ${companyId}
        ${course(sql`q.course_id`)} offset 0) q),
    certs as (
      select p.id as user_id, c.course_id, c.id, c.uuid, c.title, c.issued_at, c.expires_at, c.company_id from people p
      cross join lateral (select distinct on (c.course_id) c.course_id, c.id, c.uuid, c.title, c.issued_at,
          c.expires_at, c.company_id
        from certificates c
        where c.user_id = p.id and (c.company_id = ${companyId} or c.company_id is null)
          ${course(sql`c.course_id`)}
        order by c.course_id, c.issued_at desc, c.id desc) c),
    facts as (
      select user_id, course_id, true as pair, true as enrolled, deadline, started,
        null::timestamptz as last_active_at, null::timestamptz as completed_at, null::integer as score,
        null::timestamptz as restarted_at, null::integer as certificate_id, null::uuid as certificate_uuid,
        null::varchar as certificate_title, null::timestamptz as certificate_issued_at,
        null::timestamptz as certificate_expires_at
      from enrolled
      union all
      select user_id, course_id, true, false, null, null, last_active_at, completed_at, score, restarted_at,
        null, null, null, null, null
      from quals
      union all
      select user_id, course_id, company_id is not distinct from ${companyId}, false, null, null, null, null, null,
        null, id, uuid, title, issued_at, expires_at
      from certs),
    joined as (
      select user_id, course_id, bool_or(enrolled) as enrolled, min(deadline) as deadline, max(started) as started,
        max(last_active_at) as last_active_at, max(completed_at) as completed_at, max(score) as score,
        max(restarted_at) as restarted_at, max(certificate_id) as certificate_id,
        (array_agg(certificate_uuid) filter (where certificate_uuid is not null))[1] as certificate_uuid,
        max(certificate_title) as certificate_title, max(certificate_issued_at) as certificate_issued_at,
        max(certificate_expires_at) as certificate_expires_at
      from facts group by user_id, course_id having bool_or(pair)),
    standings as (
      select j.*,
        case
          when j.certificate_id is not null and (j.certificate_expires_at is null or j.certificate_expires_at > ${at}::timestamptz) then 'completed'
          when j.certificate_id is not null and (j.last_active_at is null or j.last_active_at <= j.certificate_expires_at) then 'expired'
          when j.last_active_at is not null then 'in_progress'
          else 'not_started'
        end as status,
        coalesce(j.certificate_expires_at > ${at}::timestamptz
          and j.certificate_expires_at <= ${at}::timestamptz + make_interval(days => ${expiringWithinDays}), false) as expiring
      from joined j)`;
}
