import { questionAlternativeCloneSchema } from '@academy/contracts/entities/question';
import { questionAlternatives, questions } from '../../db/schema/content.ts';
import type { ResourceContext, RowOf } from '../../platform/resource/define-resource.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { nextSortOrder } from '../courses/index.ts';

/** A copy of an alternative with `change_attributes` applied; it goes last in its (possibly other) question. */
export async function cloneQuestionAlternative(
  row: RowOf<typeof questionAlternatives>,
  changes: Record<string, unknown>,
  context: ResourceContext,
): Promise<RowOf<typeof questionAlternatives>> {
  const input = questionAlternativeCloneSchema.parse(changes);
  const questionId =
    input.question_id === undefined
      ? row.question_id
      : await resolveReference(context, questions, input.question_id, 'question_id');
  const sortOrder =
    input.sort_order ??
    (await nextSortOrder(
      context,
      questionAlternatives,
      questionAlternatives.question_id,
      questionAlternatives.sort_order,
      questionId,
    ));
  const [clone] = await context.db
    .insert(questionAlternatives)
    .values({
      tenant_id: row.tenant_id,
      question_id: questionId,
      text: input.text ?? row.text,
      sort_order: sortOrder,
      is_correct: input.is_correct ?? row.is_correct,
    })
    .returning();
  return clone;
}
