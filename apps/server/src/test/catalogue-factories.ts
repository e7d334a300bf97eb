import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { blockLessons, blockQuestions, blocks } from '../db/schema/content.ts';
import { buildQuestion } from './content-factories.ts';

/**
 * Catalogue rows the content factories do not make on their own: a block (in a lesson or alone), and further
 * below products and books. Like the content factories, every field has a default and each returns its rows.
 */

const unique = () => randomUUID().slice(0, 8);

/** A block with `questions` questions (default none), linked to a lesson at `sortOrder` when one is given. */
export async function buildBlock(
  db: Database,
  tenantId: number,
  options: {
    title?: string;
    body?: string | null;
    languageId?: number | null;
    lessonId?: number;
    sortOrder?: number;
    questions?: number;
    isActive?: boolean;
  } = {},
) {
  const [block] = await db
    .insert(blocks)
    .values({
      tenant_id: tenantId,
      title: options.title ?? `Block ${unique()}`,
      body: options.body ?? null,
      language_id: options.languageId ?? null,
      is_active: options.isActive ?? true,
    })
    .returning();
  if (options.lessonId !== undefined)
    await db.insert(blockLessons).values({
      tenant_id: tenantId,
      block_id: block.id,
      lesson_id: options.lessonId,
      sort_order: options.sortOrder ?? 0,
    });
  const built = [];
  for (let index = 0; index < (options.questions ?? 0); index += 1) {
    const question = await buildQuestion(db, tenantId, { languageId: options.languageId ?? undefined });
    await db
      .insert(blockQuestions)
      .values({
        tenant_id: tenantId,
        block_id: block.id,
        question_id: question.question.id,
        sort_order: index,
      });
    built.push(question);
  }
  return { block, questions: built };
}
