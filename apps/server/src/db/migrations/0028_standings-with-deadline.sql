-- learner_course_standings (migration 0002) also answers the learner's deadline per course (issue 26): the course
-- list read it with a statement of its own. `deadline` is the earliest end date among the active enrollments (not
-- revoked, started, not ended) that reach the learner in the companies they act in — the rule of
-- modules/learning/learner-deadlines.ts (reminders and insights), repeated on each of the course's rows. Its
-- result type changes, so the function is dropped and created again.
DROP FUNCTION IF EXISTS learner_course_standings(int[], int, int[], int, int[], date);--> statement-breakpoint
CREATE FUNCTION learner_course_standings(
  p_courses int[], p_tenant int, p_companies int[], p_user int, p_departments int[], p_today date
)
RETURNS TABLE (
  course_id int, enrollment_id int, enrollment_uuid text, enrollable_type text, start_date text, end_date text,
  is_recurring boolean, recur_after_days int, revoked boolean, certificate_id int, certificate_uuid text,
  issued_ms float8, expires_ms float8, since_ms float8, restarted_ms float8, last_begun_ms float8,
  variant_id int, total int, passed int, deadline text
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
      GROUP BY v.course_id),
    due AS (
      SELECT e.course_id, to_char(min(e.end_date), 'YYYY-MM-DD') AS deadline
      FROM enrollments e
      WHERE e.tenant_id = p_tenant AND e.course_id = ANY(p_courses) AND e.company_id = ANY(p_companies)
        AND e.revoked_at IS NULL AND e.start_date <= p_today AND e.end_date >= p_today
        AND ((e.enrollable_type = 'user' AND e.enrollable_id = p_user)
          OR (e.enrollable_type = 'department' AND e.enrollable_id = ANY(p_departments))
          OR (e.enrollable_type = 'company' AND e.enrollable_id = e.company_id))
      GROUP BY e.course_id)
  SELECT t.course_id::int, enr.id::int, enr.uuid, enr.enrollable_type,
    enr.start_date, enr.end_date, enr.is_recurring, enr.recur_after_days::int, enr.revoked,
    cert.id::int, cert.uuid,
    (extract(epoch FROM cert.issued_at) * 1000)::float8, (extract(epoch FROM cert.expires_at) * 1000)::float8,
    (extract(epoch FROM p.since) * 1000)::float8, (extract(epoch FROM rs.restarted_at) * 1000)::float8,
    (extract(epoch FROM b.last_begun_at) * 1000)::float8,
    pr.variant_id::int, pr.total, pr.passed, d.deadline
  FROM target t
  LEFT JOIN enr ON enr.course_id = t.course_id
  LEFT JOIN cert ON cert.course_id = t.course_id
  LEFT JOIN period p ON p.course_id = t.course_id
  LEFT JOIN restart rs ON rs.course_id = t.course_id
  LEFT JOIN begun b ON b.course_id = t.course_id
  LEFT JOIN progress pr ON pr.course_id = t.course_id
  LEFT JOIN due d ON d.course_id = t.course_id;
END;
$function$;
