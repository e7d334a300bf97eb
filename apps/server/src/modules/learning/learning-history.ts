import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import { certificates, examinations, qualifications } from '../../db/schema/learning.ts';

/** A course as past learning needs it: its variant in one language and that variant's active lessons. */
export type HistoryCourse = {
  courseId: number;
  variantId: number;
  variantTitle: string;
  lessons: { id: number; passMark: number }[];
};

/** The variant (in the given language) and its active lessons, in order, of each course. */
export async function historyCourses(
  db: Executor,
  courseIds: readonly number[],
  languageId: number,
): Promise<Map<number, HistoryCourse>> {
  const rows = await queryRows<{
    course_id: number;
    variant_id: number;
    title: string;
    lesson_id: number;
    pass_mark: number;
  }>(
    db,
    sql`select cv.course_id, cv.id as variant_id, cv.title, l.id as lesson_id, l.pass_mark
      from course_variants cv
      join course_variant_lessons cvl on cvl.course_variant_id = cv.id
      join lessons l on l.id = cvl.lesson_id and l.is_active
      where cv.course_id = any(${intArray([...courseIds])}) and cv.language_id = ${languageId}
      order by cv.course_id, cvl.sort_order, l.id`,
  );
  const byCourse = new Map<number, HistoryCourse>();
  for (const row of rows) {
    const course = byCourse.get(row.course_id) ?? {
      courseId: row.course_id,
      variantId: row.variant_id,
      variantTitle: row.title,
      lessons: [],
    };
    course.lessons.push({ id: row.lesson_id, passMark: row.pass_mark });
    byCourse.set(row.course_id, course);
  }
  return byCourse;
}

/** One submitted examination of the past, graded as submission grades it. */
export type PastExamination = {
  userId: number;
  companyId: number;
  variantId: number;
  lessonId: number;
  enrollmentId: number | null;
  begunAt: string;
  endedAt: string;
  score: number;
  passMark: number;
};

/** A learner's standing in a course as certification (or a begun course) leaves it, with its certificate. */
export type PastStanding = {
  userId: number;
  companyId: number;
  courseId: number;
  variantId: number;
  lastActiveAt: string;
  /** Set when the learner completed the course: the certificate issued then. */
  completion: {
    score: number;
    title: string;
    certifier: string;
    issuedAt: string;
    expiresAt: string | null;
  } | null;
};

/**
 * Writes learning that happened before now (the demo's history) in three statements: the examinations, the
 * certificates and the qualifications, as examination submission and certifyIfComplete would have left them.
 * No mails or notifications: they would have gone out back then.
 */
export async function recordLearningHistory(
  db: Executor,
  tenantId: number,
  input: { examinations: readonly PastExamination[]; standings: readonly PastStanding[] },
): Promise<void> {
  if (input.examinations.length > 0) {
    await db.insert(examinations).values(
      input.examinations.map((exam) => ({
        tenant_id: tenantId,
        user_id: exam.userId,
        company_id: exam.companyId,
        course_variant_id: exam.variantId,
        lesson_id: exam.lessonId,
        enrollment_id: exam.enrollmentId,
        begun_at: exam.begunAt,
        ended_at: exam.endedAt,
        // A submitted examination's window closed when it was submitted.
        expires_at: exam.endedAt,
        score: exam.score,
        pass_mark: exam.passMark,
        success: exam.score >= exam.passMark,
        created_at: exam.begunAt,
        updated_at: exam.endedAt,
      })),
    );
  }
  const completed = input.standings.filter((standing) => standing.completion !== null);
  const certificateIds =
    completed.length === 0
      ? []
      : await db
          .insert(certificates)
          .values(
            completed.map(({ completion, ...standing }) => ({
              tenant_id: tenantId,
              user_id: standing.userId,
              course_id: standing.courseId,
              course_variant_id: standing.variantId,
              company_id: standing.companyId,
              title: completion!.title,
              certifier: completion!.certifier,
              issued_at: completion!.issuedAt,
              expires_at: completion!.expiresAt,
              created_at: completion!.issuedAt,
              updated_at: completion!.issuedAt,
            })),
          )
          .returning({
            id: certificates.id,
            user_id: certificates.user_id,
            course_id: certificates.course_id,
          });
  const certificateIdOf = new Map(certificateIds.map((row) => [`${row.user_id}:${row.course_id}`, row.id]));
  if (input.standings.length === 0) return;
  await db.insert(qualifications).values(
    input.standings.map((standing) => ({
      tenant_id: tenantId,
      user_id: standing.userId,
      course_id: standing.courseId,
      company_id: standing.companyId,
      course_variant_id: standing.variantId,
      certificate_id: standing.completion
        ? (certificateIdOf.get(`${standing.userId}:${standing.courseId}`) ?? null)
        : null,
      status: standing.completion ? ('completed' as const) : ('in_progress' as const),
      score: standing.completion?.score ?? null,
      completed_at: standing.completion?.issuedAt ?? null,
      last_active_at: standing.lastActiveAt,
      created_at: standing.lastActiveAt,
      updated_at: standing.lastActiveAt,
    })),
  );
}
