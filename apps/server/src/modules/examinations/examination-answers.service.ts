import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { questionAlternatives } from '../../db/schema/content.ts';
import { examinationAnswers, examinationQuestions } from '../../db/schema/learning.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { ExaminationRow } from './own-examination.ts';

export type AnswerInput = { question_id: number; alternative_ids: number[] };

const invalid = (field: string, key: string) =>
  new HttpError(422, 'validation.errors_summary', { [field]: [key] });

/**
 * Replaces the learner's selection for one question of an open examination. Only questions drawn for this
 * examination, and only alternatives of that question, are accepted (422 otherwise); an empty list clears it.
 */
export async function saveAnswer(
  db: Executor,
  examination: ExaminationRow,
  answer: AnswerInput,
): Promise<void> {
  const [drawn] = await db
    .select({ id: examinationQuestions.id })
    .from(examinationQuestions)
    .where(
      and(
        eq(examinationQuestions.examination_id, examination.id),
        eq(examinationQuestions.question_id, answer.question_id),
      ),
    )
    .limit(1);
  if (!drawn) throw invalid('question_id', 'examinations.question_not_in_examination');
  const wanted = [...new Set(answer.alternative_ids)];
  if (wanted.length > 0) {
    const found = await db
      .select({ id: questionAlternatives.id })
      .from(questionAlternatives)
      .where(
        and(
          eq(questionAlternatives.question_id, answer.question_id),
          inArray(questionAlternatives.id, wanted),
        ),
      );
    if (found.length !== wanted.length)
      throw invalid('alternative_ids', 'examinations.alternative_not_in_question');
  }
  await db
    .delete(examinationAnswers)
    .where(
      and(
        eq(examinationAnswers.examination_id, examination.id),
        eq(examinationAnswers.question_id, answer.question_id),
      ),
    );
  if (wanted.length > 0) {
    await db.insert(examinationAnswers).values(
      wanted.map((alternativeId) => ({
        tenant_id: examination.tenant_id,
        examination_id: examination.id,
        question_id: answer.question_id,
        alternative_id: alternativeId,
      })),
    );
  }
}
