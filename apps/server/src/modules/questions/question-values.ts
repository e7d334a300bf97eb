import { eq } from 'drizzle-orm';
import { blocks } from '../../db/schema/content.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { resolveLanguage } from '../courses/index.ts';

/** The block a question is created in, when it is created from the block's page. */
export async function creatingBlock(context: ResourceContext, key: unknown) {
  if (key === undefined) return null;
  const id = await resolveReference(context, blocks, key, 'block_id');
  const [block] = await context.db.select().from(blocks).where(eq(blocks.id, id));
  return block;
}

/** Column values of a question update (or clone changes): the language reference resolved. */
export async function prepareQuestionChanges(
  input: Record<string, unknown>,
  context: ResourceContext,
): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = { ...input };
  if (input.language_id !== undefined) values.language_id = await resolveLanguage(context, input.language_id);
  return values;
}
