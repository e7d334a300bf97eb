import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { courses, courseVariantLessons, courseVariants, lessons } from '../../db/schema/content.ts';
import { enrollments, examinationQuestions, examinations } from '../../db/schema/learning.ts';
import { appliesToActor } from '../../platform/auth/actor-grants.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { ResourceContext, RowOf } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { readableVariant } from '../content-visibility/index.ts';
import { today } from '../enrollments/index.ts';
import { drawQuestions } from './examination-draw.ts';

const notEnrolled = () => new HttpError(404, 'learning.not_enrolled');

/** The enrollment that lets the actor take a course today (personal, department or company), if any. */
async function activeEnrollment(context: ResourceContext, courseId: number) {
  const date = today(context);
  const applies = appliesToActor(
    context.actor,
    enrollments.enrollable_type,
    enrollments.enrollable_id,
    enrollments.company_id,
    enrollments.course_id,
  );
  if (!applies) return null;
  const [enrollment] = await context.db
    .select({ id: enrollments.id, company_id: enrollments.company_id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.tenant_id, context.actor.tenantId),
        eq(enrollments.course_id, courseId),
        isNull(enrollments.revoked_at),
        lte(enrollments.start_date, date),
        or(isNull(enrollments.end_date), gte(enrollments.end_date, date)),
        applies,
      ),
    )
    // The most specific first: a personal enrollment, then a department's, then the company's.
    .orderBy(
      sql`case ${enrollments.enrollable_type} when 'user' then 0 when 'department' then 1 else 2 end`,
      desc(enrollments.start_date),
      asc(enrollments.id),
    )
    .limit(1);
  return enrollment ?? null;
}

/**
 * Starts (or redoes) a lesson's quiz for the signed-in learner: the variant must be readable, its course
 * active and enrolled for them today, and the lesson an active lesson of the variant. Draws the questions
 * and stores them in order; the time limit and pass mark are copied from the lesson.
 */
export async function startExamination(
  context: ResourceContext,
  input: { lesson: string | number; course_variant: string | number },
): Promise<RowOf<typeof examinations>> {
  const user = context.actor.user;
  if (!user) throw notEnrolled();
  const [variant] = await context.db
    .select({ id: courseVariants.id, course_id: courseVariants.course_id })
    .from(courseVariants)
    .innerJoin(courses, eq(courses.id, courseVariants.course_id))
    .where(
      and(
        eq(courseVariants.tenant_id, context.actor.tenantId),
        referenceFilter(courseVariants.id, courseVariants, String(input.course_variant)),
        readableVariant(),
        eq(courses.is_active, true),
      ),
    )
    .limit(1);
  if (!variant) throw notEnrolled();
  const enrollment = await activeEnrollment(context, variant.course_id);
  if (!enrollment) throw notEnrolled();

  const [lesson] = await context.db
    .select({
      id: lessons.id,
      pass_mark: lessons.pass_mark,
      time_limit_minutes: lessons.time_limit_minutes,
      blocks_at_random: lessons.blocks_at_random,
      blocks_limit: lessons.blocks_limit,
    })
    .from(lessons)
    .innerJoin(courseVariantLessons, eq(courseVariantLessons.lesson_id, lessons.id))
    .where(
      and(
        eq(courseVariantLessons.course_variant_id, variant.id),
        eq(lessons.is_active, true),
        referenceFilter(lessons.id, lessons, String(input.lesson)),
      ),
    )
    .limit(1);
  if (!lesson)
    throw new HttpError(422, 'validation.errors_summary', { lesson: ['examinations.lesson_not_in_variant'] });

  const drawn = await drawQuestions(context.db, context.actor, lesson);
  const now = context.services.clock.now();
  const [examination] = await context.db
    .insert(examinations)
    .values({
      tenant_id: context.actor.tenantId,
      user_id: user.id,
      company_id: enrollment.company_id,
      course_variant_id: variant.id,
      lesson_id: lesson.id,
      enrollment_id: enrollment.id,
      begun_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lesson.time_limit_minutes * 60_000).toISOString(),
      pass_mark: lesson.pass_mark,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning();
  if (drawn.length > 0) {
    await context.db.insert(examinationQuestions).values(
      drawn.map((question) => ({
        tenant_id: context.actor.tenantId,
        examination_id: examination.id,
        ...question,
      })),
    );
  }
  return examination;
}
