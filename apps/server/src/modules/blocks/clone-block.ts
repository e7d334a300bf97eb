import { blockCloneSchema } from '@academy/contracts/entities/block';
import { eq } from 'drizzle-orm';
import { blocks, passports } from '../../db/schema/content.ts';
import type { ResourceContext, RowOf } from '../../platform/resource/define-resource.ts';
import { prepareBlockChanges } from './block-values.ts';
import { copyBlockQuestions } from './copy-block-questions.ts';

/**
 * A copy of a block with `change_attributes` applied and the same access control. Its questions are shared
 * in the same language and copied into a new language (copy-block-questions.ts). It is placed in no lesson;
 * the author places it. The route runs it in one transaction.
 */
export async function cloneBlock(
  row: RowOf<typeof blocks>,
  changes: Record<string, unknown>,
  context: ResourceContext,
): Promise<RowOf<typeof blocks>> {
  const values = await prepareBlockChanges(blockCloneSchema.parse(changes), context);
  const { id: _id, uuid: _uuid, created_at: _created, updated_at: _updated, ...copy } = row;
  const [clone] = await context.db
    .insert(blocks)
    .values({ ...copy, ...values } as typeof blocks.$inferInsert)
    .returning();
  await copyBlockQuestions(
    context,
    row.id,
    clone.id,
    clone.language_id,
    values.language_id !== undefined && values.language_id !== row.language_id,
  );
  const grants = await context.db.select().from(passports).where(eq(passports.block_id, row.id));
  if (grants.length) {
    await context.db.insert(passports).values(
      grants.map((grant) => ({
        tenant_id: grant.tenant_id,
        block_id: clone.id,
        grantable_type: grant.grantable_type,
        grantable_id: grant.grantable_id,
      })),
    );
  }
  return clone;
}
