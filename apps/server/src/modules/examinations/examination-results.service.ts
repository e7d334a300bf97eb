import type { ExaminationResults } from '@academy/contracts/entities/examination';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses, courseVariants, lessons, questions } from '../../db/schema/content.ts';
import { certificates } from '../../db/schema/learning.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';
import { neighboursOf, variantLessonOrder } from './lesson-neighbours.ts';
import { type ExaminationRow, ownExamination } from './own-examination.ts';

/**
 * The results page of a submitted examination (spec §2): pass or fail, score against the pass mark, per
 * question whether it was right (the correct alternatives stay hidden: retakes are unlimited and draw from the
 * same questions), the neighbouring lessons, and whether this submission completed the course (the
 * certificate it issued has the examination's end as its issue time).
 */
export async function examinationResults(
  db: Executor,
  actor: Actor,
  key: string | ExaminationRow,
): Promise<ExaminationResults> {
  const examination = typeof key === 'string' ? await ownExamination(db, actor, key) : key;
  if (!examination.ended_at) throw new HttpError(409, 'examinations.not_submitted');
  const [context] = await db
    .select({
      lesson: { id: lessons.id, uuid: lessons.uuid, title: lessons.title },
      variant: { id: courseVariants.id, uuid: courseVariants.uuid, title: courseVariants.title },
      course: { id: courses.id, uuid: courses.uuid },
    })
    .from(lessons)
    .innerJoin(courseVariants, eq(courseVariants.id, examination.course_variant_id))
    .innerJoin(courses, eq(courses.id, courseVariants.course_id))
    .where(eq(lessons.id, examination.lesson_id));
  if (!context) throw notFound();
  const order = await variantLessonOrder(db, [context.variant.id]);
  const report = examination.report ?? { questions: [], correct: 0, total: 0 };
  const ids = report.questions.map((question) => question.question_id);
  const texts = ids.length
    ? await db
        .select({ id: questions.id, text: questions.text })
        .from(questions)
        .where(inArray(questions.id, ids))
    : [];
  const textOf = new Map(texts.map((question) => [question.id, question.text]));
  const [certificate] = await db
    .select({
      id: certificates.id,
      uuid: certificates.uuid,
      issued_at: certificates.issued_at,
      expires_at: certificates.expires_at,
    })
    .from(certificates)
    .where(
      and(
        eq(certificates.user_id, examination.user_id),
        eq(certificates.course_id, context.course.id),
        eq(certificates.issued_at, examination.ended_at),
      ),
    )
    .limit(1);
  const iso = (value: string) => new Date(value).toISOString();
  return {
    id: examination.id,
    uuid: examination.uuid,
    success: examination.success === true,
    score: examination.score ?? 0,
    pass_mark: examination.pass_mark,
    correct: report.correct,
    total: report.total,
    begun_at: iso(examination.begun_at),
    ended_at: iso(examination.ended_at),
    expires_at: iso(examination.expires_at),
    expired: new Date(examination.ended_at).getTime() >= new Date(examination.expires_at).getTime(),
    lesson: context.lesson,
    course: context.course,
    course_variant: context.variant,
    ...neighboursOf(order.get(context.variant.id) ?? [], examination.lesson_id),
    questions: report.questions.map((question) => ({
      id: question.question_id,
      text: textOf.get(question.question_id) ?? '',
      correct: question.correct,
      selected_alternative_ids: question.selected,
    })),
    course_completed: Boolean(certificate),
    certificate: certificate
      ? {
          id: certificate.id,
          uuid: certificate.uuid,
          issued_at: iso(certificate.issued_at),
          expires_at: certificate.expires_at ? iso(certificate.expires_at) : null,
        }
      : null,
  };
}
