import { type SQL, sql } from 'drizzle-orm';
import { blockKnowledgeBase } from '../../db/schema/content.ts';

/**
 * The `sort_order` of a block-knowledge-base row linked from a chapter's page: last in the block's list. The
 * rows' order is the block's order of its chapters (the block's knowledge-base tab sets it), not the chapter's,
 * so a chapter linking a block joins the end of that block's list. A subquery in the insert itself, so a link
 * that already exists (the insert skips it) keeps its place.
 */
export const lastInBlocksKnowledgeBase = (_chapter: unknown, blockId: number): { sort_order: SQL } => ({
  sort_order: sql`(select coalesce(max(${blockKnowledgeBase.sort_order}), 0) + 1 from ${blockKnowledgeBase}
    where ${blockKnowledgeBase.block_id} = ${blockId})`,
});
