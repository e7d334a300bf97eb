import { blockKnowledgeBaseContract } from '@academy/contracts/entities/block';
import { and, eq } from 'drizzle-orm';
import { blockKnowledgeBase, blocks, books } from '../../db/schema/content.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { visibleBlockIds, visibleThrough } from '../content-visibility/index.ts';
import { assertNotLinked, nextSortOrder } from '../courses/index.ts';
import { blockKnowledgeBasePolicy } from './blocks.policy.ts';

/** block-knowledge-base: the knowledge-base books and chapters a block points its readers to. */
export const blockKnowledgeBaseResource = defineResource(blockKnowledgeBaseContract, {
  table: blockKnowledgeBase,
  policy: blockKnowledgeBasePolicy,
  label: { en: 'Knowledge-base link', nb: 'Kunnskapsbasekobling' },
  header: (row) => `${row.block_id}:${row.book_id}`,
  // Readers of a block see where it points; whether they may open the book is the book's own rule.
  visibility: (actor) => visibleThrough(actor, visibleBlockIds, blockKnowledgeBase.block_id),
  sorts: { sort_order: blockKnowledgeBase.sort_order, created_at: blockKnowledgeBase.created_at },
  defaultSort: 'sort_order',
  filters: {
    block: (value) => referenceFilter(blockKnowledgeBase.block_id, blocks, value),
    book: (value) => referenceFilter(blockKnowledgeBase.book_id, books, value),
  },
  relations: {
    block: belongsTo(blocks, 'block_id', {
      always: true,
      pick: summary('blocks', 'block', (row) => row.title),
    }),
    book: belongsTo(books, 'book_id', {
      always: true,
      pick: summary(
        'books',
        'book',
        (row) => row.name,
        (row) => ({ parent_id: row.parent_id }),
      ),
    }),
  },
  present: (_row, loaded) => {
    const book = loaded.book;
    return book?.header ? { header: book.header } : {};
  },
  create: {
    async prepare(input, context) {
      const blockId = await resolveReference(context, blocks, input.block_id, 'block_id');
      const bookId = await resolveReference(context, books, input.book_id, 'book_id');
      await assertNotLinked(
        context,
        blockKnowledgeBase,
        and(eq(blockKnowledgeBase.block_id, blockId), eq(blockKnowledgeBase.book_id, bookId))!,
        'book_id',
      );
      const sortOrder =
        input.sort_order ??
        (await nextSortOrder(
          context,
          blockKnowledgeBase,
          blockKnowledgeBase.block_id,
          blockKnowledgeBase.sort_order,
          blockId,
        ));
      return { block_id: blockId, book_id: bookId, sort_order: sortOrder };
    },
  },
  update: {},
  writeRelations: ['block-knowledge-base', 'blocks'],
});
