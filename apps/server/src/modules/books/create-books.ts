import type { Executor } from '../../db/client.ts';
import { insertForTenant, insertManyForTenant, type NewRow } from '../../db/insert-in-order.ts';
import { blockKnowledgeBase, books } from '../../db/schema/content.ts';
import { companyBooks } from '../../db/schema/learning.ts';
import { lastInBlocksKnowledgeBase } from './book-links.ts';

export type BookInput = NewRow<typeof books>;
export type CompanyBookInput = NewRow<typeof companyBooks>;

/**
 * Creates books or chapters (a chapter's parent_id is its book) outside a request (the demo), in one
 * statement; their ids in input order.
 */
export function createBooks(db: Executor, tenantId: number, inputs: readonly BookInput[]) {
  return insertForTenant(db, books, tenantId, inputs);
}

/**
 * Links chapters to the blocks they explain, each at the end of its block's knowledge-base list, as a
 * chapter's page links one. A statement reads the lists as they were before it, so each statement takes at
 * most one chapter per block: a block's second chapter goes in the next round, after its first.
 */
export async function linkChaptersToBlocks(
  db: Executor,
  tenantId: number,
  links: readonly { chapterId: number; blockId: number }[],
): Promise<void> {
  const rounds: { chapterId: number; blockId: number }[][] = [];
  const seen = new Map<number, number>();
  for (const link of links) {
    const round = seen.get(link.blockId) ?? 0;
    seen.set(link.blockId, round + 1);
    if (!rounds[round]) rounds[round] = [];
    rounds[round].push(link);
  }
  for (const round of rounds) {
    await insertManyForTenant(
      db,
      blockKnowledgeBase,
      tenantId,
      round.map(({ chapterId, blockId }) => ({
        book_id: chapterId,
        block_id: blockId,
        ...lastInBlocksKnowledgeBase(chapterId, blockId),
      })),
    );
  }
}

/** Gives companies books to read (a company book; end_date null: for good). */
export function grantCompanyBooks(db: Executor, tenantId: number, inputs: readonly CompanyBookInput[]) {
  return insertManyForTenant(db, companyBooks, tenantId, inputs);
}
