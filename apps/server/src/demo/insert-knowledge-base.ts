import { createBooks, linkChaptersToBlocks } from '../modules/books/index.ts';
import { demoBooks } from './content-knowledge-base.ts';
import { demoLanguages } from './content-types.ts';
import { blockKey } from './insert-courses.ts';
import { requireId, type SeedContext } from './seed-support.ts';

/**
 * One book per language with its chapters (books whose parent is the book). Returns the books' ids by content
 * key — every language's copy — so products can sell all of them.
 */
export async function insertKnowledgeBase(
  context: SeedContext,
  blockIdByKey: ReadonlyMap<string, number>,
): Promise<Map<string, number[]>> {
  const { tx, tenantId, languageIds } = context;

  const bookPlans = demoBooks.flatMap((book, position) =>
    demoLanguages.map(({ code: language }) => ({ book, language, position })),
  );
  const bookIds = await createBooks(
    tx,
    tenantId,
    bookPlans.map(({ book, language, position }) => ({
      name: book.name[language],
      description: book.description[language],
      language_id: languageIds[language],
      sort_order: position + 1,
    })),
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
  const chapterIds = await createBooks(
    tx,
    tenantId,
    chapterPlans.map(({ chapter, language, bookId, position, blockId }) => ({
      name: chapter.name[language],
      description: chapter.description[language],
      parent_id: bookId,
      language_id: languageIds[language],
      block_id: blockId,
      sort_order: position + 1,
    })),
  );

  // The block's knowledge-base tab reads the link table, so it mirrors each chapter's block_id.
  await linkChaptersToBlocks(
    tx,
    tenantId,
    chapterPlans.flatMap(({ blockId }, index) =>
      blockId === null ? [] : [{ chapterId: chapterIds[index], blockId }],
    ),
  );

  const bookIdsByKey = new Map<string, number[]>();
  bookPlans.forEach(({ book }, index) => {
    bookIdsByKey.set(book.key, [...(bookIdsByKey.get(book.key) ?? []), bookIds[index]]);
  });
  return bookIdsByKey;
}
