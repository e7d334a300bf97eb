import { asc, eq, inArray } from 'drizzle-orm';
import { blockQuestions, questionAlternatives, questions } from '../../db/schema/content.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';

/**
 * Links a block's questions to its clone. Into another language each question is copied (text, hint,
 * alternatives with their correctness and order) and the copy carries the clone's language, so translating the
 * clone's questions never changes the original course. In the same language the questions stay shared, as a
 * question bank item is shared between blocks.
 */
export async function copyBlockQuestions(
  context: ResourceContext,
  fromBlockId: number,
  toBlockId: number,
  languageId: number | null | undefined,
  intoOtherLanguage: boolean,
): Promise<void> {
  const links = await context.db
    .select({ link: blockQuestions, question: questions })
    .from(blockQuestions)
    .innerJoin(questions, eq(questions.id, blockQuestions.question_id))
    .where(eq(blockQuestions.block_id, fromBlockId))
    .orderBy(asc(blockQuestions.sort_order));
  if (!links.length) return;
  const questionIdFor = new Map<number, number>();
  if (intoOtherLanguage) {
    const copies = await context.db
      .insert(questions)
      .values(
        links.map(({ question }) => ({
          tenant_id: question.tenant_id,
          text: question.text,
          hint: question.hint,
          language_id: languageId ?? null,
        })),
      )
      .returning({ id: questions.id });
    // Postgres returns inserted rows in VALUES order, so the n-th copy belongs to the n-th original.
    for (const [index, { question }] of links.entries()) questionIdFor.set(question.id, copies[index].id);
    const alternatives = await context.db
      .select()
      .from(questionAlternatives)
      .where(
        inArray(
          questionAlternatives.question_id,
          links.map(({ question }) => question.id),
        ),
      );
    if (alternatives.length) {
      await context.db.insert(questionAlternatives).values(
        alternatives.map((alternative) => ({
          tenant_id: alternative.tenant_id,
          question_id: questionIdFor.get(alternative.question_id)!,
          text: alternative.text,
          sort_order: alternative.sort_order,
          is_correct: alternative.is_correct,
        })),
      );
    }
  }
  await context.db.insert(blockQuestions).values(
    links.map(({ link }) => ({
      tenant_id: link.tenant_id,
      block_id: toBlockId,
      question_id: questionIdFor.get(link.question_id) ?? link.question_id,
      sort_order: link.sort_order,
    })),
  );
}
