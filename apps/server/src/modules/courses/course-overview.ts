import type { CourseOverview } from '@academy/contracts/entities/course';
import { sql } from 'drizzle-orm';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import type { RelationLoader } from '../../platform/resource/define-resource.ts';
import { companiesCountedInOverview } from './courses.policy.ts';

const emptyOverview = (): CourseOverview => ({ enrolled: 0, in_progress: 0, certified: 0, expired: 0 });

/**
 * The course overview (`with=overview`): per course of the page, one statement counts
 * - enrolled: the people an enrollment reaches today (not revoked, started, not ended) — personally, through
 *   a department or their company, as `enrolledCourseIds` and `learner_course_standings` read enrollments;
 * - certified: the people whose latest certificate of the course is in force;
 * - expired: whose latest certificate has expired and who began nothing in the course since (the learner's
 *   own `expired` status);
 * - in progress: enrolled, neither of those, and an examination begun since their period started (the later
 *   of the enrollment's start and their latest certificate).
 * Enrollments, certificates and examinations count only in the companies the reader may count (the courses
 * policy's companiesCountedInOverview), so a manager never counts another company's people. Nothing is loaded
 * into Node but the four numbers per course.
 */
export const courseOverview: RelationLoader = {
  async load(context, rows) {
    const scope = companiesCountedInOverview(context.actor);
    if (!scope || rows.length === 0) return new Map();
    const courseIds = intArray(rows.map((row) => row.id));
    const tenant = context.actor.tenantId;
    const all = scope.all;
    const companies = intArray(scope.all ? [] : scope.ids);
    const found = await queryRows<{
      course_id: number;
      enrolled: number;
      in_progress: number;
      certified: number;
      expired: number;
    }>(
      context.db,
      sql`with reach as (
          select e.course_id, m.user_id, max(e.start_date) as started
          from enrollments e
          cross join lateral (
            select e.enrollable_id as user_id where e.enrollable_type = 'user'
            union all
            select du.user_id from department_users du
              where e.enrollable_type = 'department' and du.department_id = e.enrollable_id
            union all
            select cu.user_id from company_users cu
              where e.enrollable_type = 'company' and cu.company_id = e.enrollable_id
          ) m
          where e.tenant_id = ${tenant} and e.course_id = any(${courseIds}) and e.revoked_at is null
            and e.start_date <= current_date and (e.end_date is null or e.end_date >= current_date)
            and (${all}::boolean or e.company_id = any(${companies}))
          group by e.course_id, m.user_id),
        latest as (
          select distinct on (c.course_id, c.user_id) c.course_id, c.user_id, c.issued_at, c.expires_at
          from certificates c
          where c.tenant_id = ${tenant} and c.course_id = any(${courseIds})
            and (${all}::boolean or c.company_id = any(${companies}))
          order by c.course_id, c.user_id, c.issued_at desc, c.id desc),
        begun as (
          select v.course_id, x.user_id, max(x.begun_at) as last_begun
          from examinations x join course_variants v on v.id = x.course_variant_id
          where x.tenant_id = ${tenant} and v.course_id = any(${courseIds})
            and (${all}::boolean or x.company_id = any(${companies}))
          group by v.course_id, x.user_id),
        people as (
          select coalesce(r.course_id, l.course_id) as course_id, coalesce(r.user_id, l.user_id) as user_id,
            r.user_id is not null as enrolled, r.started, l.issued_at, l.expires_at
          from reach r full join latest l on l.course_id = r.course_id and l.user_id = r.user_id),
        standing as (
          select p.course_id, p.enrolled,
            p.issued_at is not null and (p.expires_at is null or p.expires_at > now()) as certified,
            p.expires_at <= now() and (b.last_begun is null or b.last_begun <= p.expires_at) as expired,
            b.last_begun > greatest(p.started::timestamp at time zone 'UTC', p.issued_at) as begun_in_period
          from people p
          left join begun b on b.course_id = p.course_id and b.user_id = p.user_id)
        select course_id,
          count(*) filter (where enrolled)::int as enrolled,
          count(*) filter (where enrolled and begun_in_period and not certified
            and not coalesce(expired, false))::int as in_progress,
          count(*) filter (where certified)::int as certified,
          count(*) filter (where expired)::int as expired
        from standing
        group by course_id`,
    );
    const overviews = new Map<number, CourseOverview>(rows.map((row) => [row.id, emptyOverview()]));
    for (const entry of found)
      overviews.set(Number(entry.course_id), {
        enrolled: Number(entry.enrolled),
        in_progress: Number(entry.in_progress),
        certified: Number(entry.certified),
        expired: Number(entry.expired),
      });
    return overviews;
  },
};
