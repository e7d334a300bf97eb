import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import type { LearnerScope } from './learner-scope.ts';

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
  /**
   * The learner's deadline ('YYYY-MM-DD'): the earliest end date among the active enrollments (not revoked,
   * started, not ended) that reach them in the companies they act in — personally, through a department or the
   * whole company — or null. The rule reminders and insights follow (issue 21), so the card says the date the mail
   * says.
   */
  deadline: string | null;
};

const emptyStanding = (): CourseStanding => ({
  enrollment: null,
  certificate: null,
  sinceMs: null,
  restartedMs: null,
  lastBegunMs: null,
  variants: new Map(),
  deadline: null,
});

/**
 * The learner's standing in a page of courses in ONE statement (DESIGN §4: bounded queries): the applicable
 * enrollment (not revoked first, then active today, then the latest start), the latest certificate in the
 * companies acted in, the latest restart, and per variant the active lessons and how many of them have a successful examination
 * since the period began, and the deadline. A lesson passed through any variant counts wherever it is used.
 */
export async function loadCourseStandings(
  db: Executor,
  scope: LearnerScope,
  courseIds: number[],
): Promise<Map<number, CourseStanding>> {
  const standings = new Map<number, CourseStanding>(courseIds.map((id) => [id, emptyStanding()]));
  if (courseIds.length === 0) return standings;
  // The statement is the database function of migration 0002, with the deadline since 0028 (its text and reasons
  // are there): the database keeps its plan, which costs more to make than the statement costs to run.
  const rows = await queryRows(
    db,
    sql`select * from learner_course_standings(${intArray(courseIds)}, ${scope.tenantId}::int,
      ${intArray(scope.companyIds)}, ${scope.userId}::int, ${intArray(scope.departmentIds)}, ${scope.today}::date)`,
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
    standing.deadline = (row.deadline as string | null) ?? null;
    if (row.variant_id !== null)
      standing.variants.set(Number(row.variant_id), { passed: Number(row.passed), total: Number(row.total) });
  }
  return standings;
}
