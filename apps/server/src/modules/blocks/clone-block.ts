import { blockCloneSchema } from '@academy/contracts/entities/block';
import { eq } from 'drizzle-orm';
import { blockQuestions, blocks, passports } from '../../db/schema/content.ts';
import type { ResourceContext, RowOf } from '../../platform/resource/define-resource.ts';
import { prepareBlockChanges } from './block-values.ts';

/**
 * A copy of a block with `change_attributes` applied: the same questions (linked, not copied — a question
 * is shared content) and the same access control. It is placed in no lesson; the author places it.
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
  const questionLinks = await context.db
    .select()
    .from(blockQuestions)
    .where(eq(blockQuestions.block_id, row.id));
  if (questionLinks.length) {
    await context.db.insert(blockQuestions).values(
      questionLinks.map((link) => ({
        tenant_id: link.tenant_id,
        block_id: clone.id,
        question_id: link.question_id,
        sort_order: link.sort_order,
      })),
    );
  }
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
