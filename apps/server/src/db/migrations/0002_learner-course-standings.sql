-- The learner's standing in a page of courses (see modules/learning/course-standing.ts), as a function so the
-- database keeps its plan: planning the statement cost more than running it (≈1 ms on PostgreSQL, 4–7 ms on
-- PGlite), and it runs for every page of a learner's courses. To change it, add a migration with
-- `create or replace function`.
-- Which enrollments reach the learner (the `enr` part) is also written in TypeScript: enrolledCourseIds in
-- modules/content-visibility/course-access.ts, with platform/auth/actor-grants.ts. Change both together;
-- modules/content-visibility/enrollment-rule-agreement.test.ts checks that they agree.
CREATE OR REPLACE FUNCTION learner_course_standings(
  p_courses int[], p_tenant int, p_companies int[], p_user int, p_departments int[], p_today date
)
RETURNS TABLE (
  course_id int, enrollment_id int, enrollment_uuid text, enrollable_type text, start_date text, end_date text,
  is_recurring boolean, recur_after_days int, revoked boolean, certificate_id int, certificate_uuid text,
  issued_ms float8, expires_ms float8, since_ms float8, restarted_ms float8, last_begun_ms float8,
  variant_id int, total int, passed int
)
LANGUAGE plpgsql STABLE
AS $function$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH
    target AS (SELECT unnest(p_courses) AS course_id),
    enr AS (
      SELECT DISTINCT ON (e.course_id) e.course_id, e.id, e.uuid::text AS uuid, e.enrollable_type::text AS enrollable_type,
        to_char(e.start_date, 'YYYY-MM-DD') AS start_date, to_char(e.end_date, 'YYYY-MM-DD') AS end_date,
        e.is_recurring, e.recur_after_days, e.revoked_at IS NOT NULL AS revoked,
        (e.start_date::timestamp AT TIME ZONE 'UTC') AS started_at
      FROM enrollments e
      WHERE e.tenant_id = p_tenant AND e.course_id = ANY(p_courses) AND e.company_id = ANY(p_companies)
        AND ((e.enrollable_type = 'user' AND e.enrollable_id = p_user)
          OR (e.enrollable_type = 'department' AND e.enrollable_id = ANY(p_departments))
          OR (e.enrollable_type = 'company' AND e.enrollable_id = ANY(p_companies)))
      ORDER BY e.course_id, (e.revoked_at IS NULL) DESC,
        (e.start_date <= p_today AND (e.end_date IS NULL OR e.end_date >= p_today)) DESC,
        e.start_date DESC, e.id DESC),
    cert AS (
      SELECT DISTINCT ON (c.course_id) c.course_id, c.id, c.uuid::text AS uuid, c.issued_at, c.expires_at
      FROM certificates c
      WHERE c.user_id = p_user AND c.course_id = ANY(p_courses)
        AND (c.company_id IS NULL OR c.company_id = ANY(p_companies))
      ORDER BY c.course_id, c.issued_at DESC, c.id DESC),
    restart AS (
      SELECT q.course_id, max(q.restarted_at) AS restarted_at
      FROM qualifications q
      WHERE q.user_id = p_user AND q.course_id = ANY(p_courses)
        AND (q.company_id IS NULL OR q.company_id = ANY(p_companies))
      GROUP BY q.course_id),
    period AS (
      SELECT t.course_id, greatest(cert.issued_at, enr.started_at, rs.restarted_at) AS since
      FROM target t LEFT JOIN enr ON enr.course_id = t.course_id LEFT JOIN cert ON cert.course_id = t.course_id
        LEFT JOIN restart rs ON rs.course_id = t.course_id),
    progress AS (
      SELECT v.course_id, v.id AS variant_id, count(l.id)::int AS total,
        count(l.id) FILTER (WHERE EXISTS (SELECT 1 FROM examinations x WHERE x.user_id = p_user
          AND x.lesson_id = l.id AND x.success AND x.ended_at > coalesce(p.since, '-infinity')))::int AS passed
      FROM course_variants v
      JOIN period p ON p.course_id = v.course_id
      LEFT JOIN course_variant_lessons cvl ON cvl.course_variant_id = v.id
      LEFT JOIN lessons l ON l.id = cvl.lesson_id AND l.is_active
      WHERE v.course_id = ANY(p_courses) AND v.is_active AND v.status = 'published'
      GROUP BY v.course_id, v.id),
    begun AS (
      SELECT v.course_id, max(x.begun_at) AS last_begun_at
      FROM examinations x JOIN course_variants v ON v.id = x.course_variant_id
      WHERE x.user_id = p_user AND v.course_id = ANY(p_courses)
      GROUP BY v.course_id)
  SELECT t.course_id::int, enr.id::int, enr.uuid, enr.enrollable_type,
    enr.start_date, enr.end_date, enr.is_recurring, enr.recur_after_days::int, enr.revoked,
    cert.id::int, cert.uuid,
    (extract(epoch FROM cert.issued_at) * 1000)::float8, (extract(epoch FROM cert.expires_at) * 1000)::float8,
    (extract(epoch FROM p.since) * 1000)::float8, (extract(epoch FROM rs.restarted_at) * 1000)::float8,
    (extract(epoch FROM b.last_begun_at) * 1000)::float8,
    pr.variant_id::int, pr.total, pr.passed
  FROM target t
  LEFT JOIN enr ON enr.course_id = t.course_id
  LEFT JOIN cert ON cert.course_id = t.course_id
  LEFT JOIN period p ON p.course_id = t.course_id
  LEFT JOIN restart rs ON rs.course_id = t.course_id
  LEFT JOIN begun b ON b.course_id = t.course_id
  LEFT JOIN progress pr ON pr.course_id = t.course_id;
END;
$function$;
