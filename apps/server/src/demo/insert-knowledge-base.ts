import { blockKnowledgeBase, books } from '../db/schema/index.ts';
import { demoBooks } from './content-knowledge-base.ts';
import { demoLanguages } from './content-types.ts';
import { blockKey } from './insert-courses.ts';
import { idsInPlanOrder, requireId, type SeedContext, withUuids } from './seed-support.ts';

/**
 * One book per language with its chapters (books whose parent is the book). Returns the books' ids by content
 * key — every language's copy — so products can sell all of them.
 */
export async function insertKnowledgeBase(
  context: SeedContext,
  blockIdByKey: ReadonlyMap<string, number>,
): Promise<Map<string, number[]>> {
  const { tx, tenantId, languageIds } = context;

  const bookPlans = withUuids(
    demoBooks.flatMap((book, position) =>
      demoLanguages.map(({ code: language }) => ({ book, language, position })),
    ),
  );
  const bookIds = idsInPlanOrder(
    bookPlans,
    await tx
      .insert(books)
      .values(
        bookPlans.map(({ uuid, book, language, position }) => ({
          uuid,
          tenant_id: tenantId,
          name: book.name[language],
          description: book.description[language],
          language_id: languageIds[language],
          sort_order: position + 1,
        })),
      )
      .returning({ id: books.id, uuid: books.uuid }),
  );

  const chapterPlans = bookPlans.flatMap(({ book, language }, bookIndex) =>
    book.chapters.map((chapter, position) => ({
      chapter,
      language,
      bookId: bookIds[bookIndex],
      position,
      blockId: chapter.blockKey
        ? requireId(blockIdByKey, blockKey(chapter.blockKey, language), 'block')
        : null,
    })),
  );
  const chapterRows = await tx
    .insert(books)
    .values(
      chapterPlans.map(({ chapter, language, bookId, position, blockId }) => ({
        tenant_id: tenantId,
        name: chapter.name[language],
        description: chapter.description[language],
        parent_id: bookId,
        language_id: languageIds[language],
        block_id: blockId,
        sort_order: position + 1,
      })),
    )
    .returning({ id: books.id, block_id: books.block_id });

  // The block's knowledge-base tab reads the link table, so it mirrors each chapter's block_id.
  const linkedChapters = chapterRows.filter((row) => row.block_id !== null);
  if (linkedChapters.length > 0) {
    await tx.insert(blockKnowledgeBase).values(
      linkedChapters.map((row) => ({
        tenant_id: tenantId,
        block_id: row.block_id!,
        book_id: row.id,
        sort_order: 1,
      })),
    );
  }

  const bookIdsByKey = new Map<string, number[]>();
  bookPlans.forEach(({ book }, index) => {
    bookIdsByKey.set(book.key, [...(bookIdsByKey.get(book.key) ?? []), bookIds[index]]);
  });
  return bookIdsByKey;
}
