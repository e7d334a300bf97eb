import { expiringWithinDays } from '@academy/contracts/entities/insights';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { departments } from '../../db/schema/tenancy.ts';
import { rowKeyCondition } from '../../platform/resource/row-key.ts';
import type { InsightReach } from './insight-reach.ts';

/** What narrows the standings: one course, one department's people, a name or e-mail. */
export type StandingFilters = { courseId?: number; departmentKey?: string; search?: string };

/** `departments d` of the raw queries below, so the one rule for a key (row-key.ts) names its columns. */
const departmentAlias = alias(departments, 'd');
const likePattern = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
  const search = filters.search?.trim()
    ? sql`and ((users.first_name || ' ' || users.last_name) ilike ${likePattern(filters.search)} or users.email ilike ${likePattern(filters.search)})`
    : sql``;
  return sql`with
    people as (
      select users.id from users
      join company_users cu on cu.user_id = users.id and cu.company_id = ${companyId}
      where users.tenant_id = ${tenantId}
        ${reach.people ? sql`and ${reach.people}` : sql``}
        ${filters.departmentKey ? sql`and ${inDepartment(companyId, filters.departmentKey)}` : sql``}
        ${search}),
    people_departments as (
      select du.user_id, du.department_id from department_users du
      join departments d on d.id = du.department_id and d.company_id = ${companyId}
      where du.user_id in (select id from people)),
    active as (
      select e.course_id, e.enrollable_type, e.enrollable_id, e.start_date, e.end_date from enrollments e
      where e.tenant_id = ${tenantId} and e.company_id = ${companyId} and e.revoked_at is null
        and e.start_date <= ${today}::date and (e.end_date is null or e.end_date >= ${today}::date)
        ${course(sql`e.course_id`)}),
    enrolled as (
      select p.id as user_id, a.course_id, min(a.end_date) as deadline, max(a.start_date) as started
      from people p join active a on (a.enrollable_type = 'company' and a.enrollable_id = ${companyId})
        or (a.enrollable_type = 'user' and a.enrollable_id = p.id)
        or (a.enrollable_type = 'department' and exists (select 1 from people_departments pd
          where pd.user_id = p.id and pd.department_id = a.enrollable_id))
      group by p.id, a.course_id),
    quals as (
      select q.user_id, q.course_id, q.last_active_at, q.completed_at, q.score, q.restarted_at from qualifications q
      where q.tenant_id = ${tenantId} and q.company_id = ${companyId} and q.user_id in (select id from people)
        ${course(sql`q.course_id`)}),
    certs as (
      select distinct on (c.user_id, c.course_id) c.user_id, c.course_id, c.id, c.uuid, c.title, c.issued_at,
        c.expires_at, c.company_id
      from certificates c
      where c.tenant_id = ${tenantId} and (c.company_id = ${companyId} or c.company_id is null)
        and c.user_id in (select id from people) ${course(sql`c.course_id`)}
      order by c.user_id, c.course_id, c.issued_at desc, c.id desc),
    pairs as (
      select user_id, course_id from enrolled
      union select user_id, course_id from quals
      union select user_id, course_id from certs where company_id = ${companyId}),
    standings as (
      select pr.user_id, pr.course_id, en.user_id is not null as enrolled, en.deadline, en.started,
        q.last_active_at, q.completed_at, q.score, q.restarted_at,
        ce.id as certificate_id, ce.uuid as certificate_uuid, ce.title as certificate_title,
        ce.issued_at as certificate_issued_at, ce.expires_at as certificate_expires_at,
        case
          when ce.id is not null and (ce.expires_at is null or ce.expires_at > ${at}::timestamptz) then 'completed'
          when ce.id is not null and (q.last_active_at is null or q.last_active_at <= ce.expires_at) then 'expired'
          when q.last_active_at is not null then 'in_progress'
          else 'not_started'
        end as status,
        coalesce(ce.expires_at > ${at}::timestamptz
          and ce.expires_at <= ${at}::timestamptz + make_interval(days => ${expiringWithinDays}), false) as expiring
      from pairs pr
      left join enrolled en on en.user_id = pr.user_id and en.course_id = pr.course_id
      left join quals q on q.user_id = pr.user_id and q.course_id = pr.course_id
      left join certs ce on ce.user_id = pr.user_id and ce.course_id = pr.course_id)`;
}
