import type { Locale } from '@academy/contracts/messages';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courseVariants, questionAlternatives } from '../../db/schema/content.ts';
import {
  examinationAnswers,
  examinationQuestions,
  examinations,
  qualifications,
} from '../../db/schema/learning.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { type Certification, certifyIfComplete } from '../learning/index.ts';
import { type AnswerInput, saveAnswer } from './examination-answers.service.ts';
import { grade } from './examination-grading.ts';
import { assertOpen, type ExaminationRow, ownExamination } from './own-examination.ts';

export type Submission = {
  examination: ExaminationRow;
  certification: Certification | null;
  expired: boolean;
};

/** Grades the stored answers of an examination against the correct alternatives of its drawn questions. */
async function gradeStored(db: Executor, examination: ExaminationRow) {
  const drawn = await db
    .select({
      question_id: examinationQuestions.question_id,
      alternative_id: questionAlternatives.id,
      is_correct: questionAlternatives.is_correct,
    })
    .from(examinationQuestions)
    .leftJoin(questionAlternatives, eq(questionAlternatives.question_id, examinationQuestions.question_id))
    .where(eq(examinationQuestions.examination_id, examination.id))
    .orderBy(examinationQuestions.sort_order);
  const answers = await db
    .select({
      question_id: examinationAnswers.question_id,
      alternative_id: examinationAnswers.alternative_id,
    })
    .from(examinationAnswers)
    .where(eq(examinationAnswers.examination_id, examination.id));
  const questions = new Map<number, { question_id: number; correctIds: number[]; selectedIds: number[] }>();
  for (const row of drawn) {
    const question = questions.get(row.question_id) ?? {
      question_id: row.question_id,
      correctIds: [],
      selectedIds: [],
    };
    if (row.alternative_id !== null && row.is_correct === 1) question.correctIds.push(row.alternative_id);
    questions.set(row.question_id, question);
  }
  for (const answer of answers) questions.get(answer.question_id)?.selectedIds.push(answer.alternative_id);
  return grade([...questions.values()], examination.pass_mark);
}

/** Records that the learner is working on the course (the qualification's last activity). */
async function touchQualification(db: Executor, examination: ExaminationRow, at: string) {
  await db
    .insert(qualifications)
    .values({
      tenant_id: examination.tenant_id,
      user_id: examination.user_id,
      course_id: sql`(select ${courseVariants.course_id} from ${courseVariants} where ${courseVariants.id} = ${examination.course_variant_id})`,
      company_id: examination.company_id,
      status: 'in_progress',
      last_active_at: at,
      course_variant_id: examination.course_variant_id,
    })
    .onConflictDoUpdate({
      target: [qualifications.user_id, qualifications.course_id, qualifications.company_id],
      set: { last_active_at: at, updated_at: at },
    });
}

/**
 * Submits an examination in the caller's transaction: saves the answers sent with it, grades on the server,
 * stores score, success and report, and certifies the learner when this pass completes the variant.
 * Submitting twice is a 409. Past its time limit the examination is closed as failed (score as it stood,
 * `expired: true`): the caller commits that and answers 422.
 */
export async function submitExamination(
  db: Executor,
  actor: Actor,
  key: string,
  answers: AnswerInput[],
  now: Date,
  locale: Locale,
): Promise<Submission> {
  const examination = await ownExamination(db, actor, key, true);
  if (examination.ended_at) throw new HttpError(409, 'examinations.already_submitted');
  const expired = new Date(examination.expires_at).getTime() <= now.getTime();
  if (!expired) {
    assertOpen(examination, now);
    for (const answer of answers) await saveAnswer(db, examination, answer);
  }
  const graded = await gradeStored(db, examination);
  const endedAt = expired ? examination.expires_at : now.toISOString();
  const [ended] = await db
    .update(examinations)
    .set({
      ended_at: endedAt,
      score: graded.score,
      success: expired ? false : graded.success,
      report: graded.report,
      updated_at: now.toISOString(),
    })
    .where(eq(examinations.id, examination.id))
    .returning();
  if (expired) return { examination: ended, certification: null, expired: true };
  await touchQualification(db, ended, now.toISOString());
  const certification = ended.success ? await certifyIfComplete(db, actor, ended, now, locale) : null;
  return { examination: ended, certification, expired: false };
}
