import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import { epochMs, type LearnerScope } from './learner-scope.ts';

export type StandingEnrollment = {
  id: number;
  uuid: string;
  type: 'company' | 'department' | 'user';
  start_date: string;
  end_date: string | null;
  is_recurring: boolean;
  recur_after_days: number | null;
  revoked: boolean;
};

export type StandingCertificate = { id: number; uuid: string; issuedMs: number; expiresMs: number | null };

/** Everything the learner's status in one course is computed from (see learner-status.ts). */
export type CourseStanding = {
  enrollment: StandingEnrollment | null;
  certificate: StandingCertificate | null;
  /** Passes count from here: the latest of the certificate's issue, the enrollment's start and a restart. */
  sinceMs: number | null;
  /** The learner's latest restart of the course (any company acted in), if any. */
  restartedMs: number | null;
  /** The latest examination begun in the course, in any variant. */
  lastBegunMs: number | null;
  /** Per readable variant: active lessons, and those passed since `sinceMs`. */
  variants: Map<number, { passed: number; total: number }>;
};

const emptyStanding = (): CourseStanding => ({
  enrollment: null,
  certificate: null,
  sinceMs: null,
  restartedMs: null,
  lastBegunMs: null,
  variants: new Map(),
});

/**
 * The learner's standing in a page of courses in ONE statement (DESIGN §4: bounded queries): the applicable
 * enrollment (not revoked first, then active today, then the latest start), the latest certificate in the
 * companies acted in, the latest restart, and per variant the active lessons and how many of them have a successful examination
 * since the period began. A lesson passed through any variant counts wherever it is used.
 */
export async function loadCourseStandings(
  db: Executor,
  scope: LearnerScope,
  courseIds: number[],
): Promise<Map<number, CourseStanding>> {
  const standings = new Map<number, CourseStanding>(courseIds.map((id) => [id, emptyStanding()]));
  if (courseIds.length === 0) return standings;
  const courses = intArray(courseIds);
  const companies = intArray(scope.companyIds);
  const departments = intArray(scope.departmentIds);
  const user = scope.userId;
  const today = sql`${scope.today}::date`;
  const rows = await queryRows(
    db,
    sql`with
    target as (select unnest(${courses}) as course_id),
    enr as (
      select distinct on (e.course_id) e.course_id, e.id, e.uuid::text as uuid, e.enrollable_type,
        to_char(e.start_date, 'YYYY-MM-DD') as start_date, to_char(e.end_date, 'YYYY-MM-DD') as end_date,
        e.is_recurring, e.recur_after_days, e.revoked_at is not null as revoked,
        (e.start_date::timestamp at time zone 'UTC') as started_at
      from enrollments e
      where e.tenant_id = ${scope.tenantId} and e.course_id = any(${courses}) and e.company_id = any(${companies})
        and ((e.enrollable_type = 'user' and e.enrollable_id = ${user})
          or (e.enrollable_type = 'department' and e.enrollable_id = any(${departments}))
          or (e.enrollable_type = 'company' and e.enrollable_id = any(${companies})))
      order by e.course_id, (e.revoked_at is null) desc,
        (e.start_date <= ${today} and (e.end_date is null or e.end_date >= ${today})) desc,
        e.start_date desc, e.id desc),
    cert as (
      select distinct on (c.course_id) c.course_id, c.id, c.uuid::text as uuid, c.issued_at, c.expires_at
      from certificates c
      where c.user_id = ${user} and c.course_id = any(${courses})
        and (c.company_id is null or c.company_id = any(${companies}))
      order by c.course_id, c.issued_at desc, c.id desc),
    restart as (
      select q.course_id, max(q.restarted_at) as restarted_at
      from qualifications q
      where q.user_id = ${user} and q.course_id = any(${courses})
        and (q.company_id is null or q.company_id = any(${companies}))
      group by q.course_id),
    period as (
      select t.course_id, greatest(cert.issued_at, enr.started_at, rs.restarted_at) as since
      from target t left join enr on enr.course_id = t.course_id left join cert on cert.course_id = t.course_id
        left join restart rs on rs.course_id = t.course_id),
    progress as (
      select v.course_id, v.id as variant_id, count(l.id)::int as total,
        count(l.id) filter (where exists (select 1 from examinations x where x.user_id = ${user}
          and x.lesson_id = l.id and x.success and x.ended_at > coalesce(p.since, '-infinity')))::int as passed
      from course_variants v
      join period p on p.course_id = v.course_id
      left join course_variant_lessons cvl on cvl.course_variant_id = v.id
      left join lessons l on l.id = cvl.lesson_id and l.is_active
      where v.course_id = any(${courses}) and v.is_active and v.status = 'published'
      group by v.course_id, v.id),
    begun as (
      select v.course_id, max(x.begun_at) as last_begun_at
      from examinations x join course_variants v on v.id = x.course_variant_id
      where x.user_id = ${user} and v.course_id = any(${courses})
      group by v.course_id)
    select t.course_id, enr.id as enrollment_id, enr.uuid as enrollment_uuid, enr.enrollable_type,
      enr.start_date, enr.end_date, enr.is_recurring, enr.recur_after_days, enr.revoked,
      cert.id as certificate_id, cert.uuid as certificate_uuid,
      ${epochMs(sql`cert.issued_at`)} as issued_ms, ${epochMs(sql`cert.expires_at`)} as expires_ms,
      ${epochMs(sql`p.since`)} as since_ms, ${epochMs(sql`rs.restarted_at`)} as restarted_ms,
      ${epochMs(sql`b.last_begun_at`)} as last_begun_ms,
      pr.variant_id, pr.total, pr.passed
    from target t
    left join enr on enr.course_id = t.course_id
    left join cert on cert.course_id = t.course_id
    left join period p on p.course_id = t.course_id
    left join restart rs on rs.course_id = t.course_id
    left join begun b on b.course_id = t.course_id
    left join progress pr on pr.course_id = t.course_id`,
  );
  for (const row of rows) {
    const standing = standings.get(Number(row.course_id));
    if (!standing) continue;
    if (row.enrollment_id !== null && !standing.enrollment) {
      standing.enrollment = {
        id: Number(row.enrollment_id),
        uuid: String(row.enrollment_uuid),
        type: row.enrollable_type as StandingEnrollment['type'],
        start_date: String(row.start_date),
        end_date: (row.end_date as string | null) ?? null,
        is_recurring: Boolean(row.is_recurring),
        recur_after_days: row.recur_after_days === null ? null : Number(row.recur_after_days),
        revoked: Boolean(row.revoked),
      };
    }
    if (row.certificate_id !== null && !standing.certificate) {
      standing.certificate = {
        id: Number(row.certificate_id),
        uuid: String(row.certificate_uuid),
        issuedMs: Number(row.issued_ms),
        expiresMs: row.expires_ms === null ? null : Number(row.expires_ms),
      };
    }
    standing.sinceMs = row.since_ms === null ? null : Number(row.since_ms);
    standing.restartedMs = row.restarted_ms === null ? null : Number(row.restarted_ms);
    standing.lastBegunMs = row.last_begun_ms === null ? null : Number(row.last_begun_ms);
    if (row.variant_id !== null)
      standing.variants.set(Number(row.variant_id), { passed: Number(row.passed), total: Number(row.total) });
  }
  return standings;
}
