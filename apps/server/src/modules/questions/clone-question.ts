import { questionCloneSchema } from '@academy/contracts/entities/question';
import { asc, eq } from 'drizzle-orm';
import { questionAlternatives, questions } from '../../db/schema/content.ts';
import type { ResourceContext, RowOf } from '../../platform/resource/define-resource.ts';
import { prepareQuestionChanges } from './question-values.ts';

/** A copy of a question with `change_attributes` applied, with copies of all its alternatives. */
export async function cloneQuestion(
  row: RowOf<typeof questions>,
  changes: Record<string, unknown>,
  context: ResourceContext,
): Promise<RowOf<typeof questions>> {
  const values = await prepareQuestionChanges(questionCloneSchema.parse(changes), context);
  const { id: _id, uuid: _uuid, created_at: _created, updated_at: _updated, ...copy } = row;
  const [clone] = await context.db
    .insert(questions)
    .values({ ...copy, ...values } as typeof questions.$inferInsert)
    .returning();
  const alternatives = await context.db
    .select()
    .from(questionAlternatives)
    .where(eq(questionAlternatives.question_id, row.id))
    .orderBy(asc(questionAlternatives.sort_order), asc(questionAlternatives.id));
  if (alternatives.length) {
    await context.db.insert(questionAlternatives).values(
      alternatives.map((alternative) => ({
        tenant_id: alternative.tenant_id,
        question_id: clone.id,
        text: alternative.text,
        sort_order: alternative.sort_order,
        is_correct: alternative.is_correct,
      })),
    );
  }
  return clone;
}
