import type { Executor } from '../../db/client.ts';
import { insertForTenant, insertManyForTenant, type NewRow } from '../../db/insert-in-order.ts';
import { blockQuestions, questionAlternatives, questions } from '../../db/schema/content.ts';

export type QuestionInput = NewRow<typeof questions>;
export type QuestionAlternativeInput = NewRow<typeof questionAlternatives>;
export type BlockQuestionInput = NewRow<typeof blockQuestions>;

/** Creates questions outside a request (the demo) in one statement; their ids in input order. */
export function createQuestions(db: Executor, tenantId: number, inputs: readonly QuestionInput[]) {
  return insertForTenant(db, questions, tenantId, inputs);
}

/** Adds answer alternatives to questions (sort_order counts from 1; is_correct is 1 or 0). */
export function createQuestionAlternatives(
  db: Executor,
  tenantId: number,
  inputs: readonly QuestionAlternativeInput[],
) {
  return insertManyForTenant(db, questionAlternatives, tenantId, inputs);
}

/** Places questions in blocks' lists (sort_order counts from 1, as the app's appends do). */
export function linkBlockQuestions(db: Executor, tenantId: number, inputs: readonly BlockQuestionInput[]) {
  return insertManyForTenant(db, blockQuestions, tenantId, inputs);
}
