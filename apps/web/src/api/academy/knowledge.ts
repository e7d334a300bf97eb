import type { Book, bookContract, KnowledgeCollection } from '@academy/contracts/entities/book';
import { callOperation } from '../operations/call-operation.ts';
import { readItemOrNull } from '../resources/resource-reads.ts';

export type KnowledgeBase = { books: Book[]; collections: KnowledgeCollection[] };

/**
 * GET /api/ecommerce/v1/books (spec §7): the top-level books in the reading language and the collections.
 * A list: spec §8, a failed list is an empty one (the snackbar was shown).
 */
export async function fetchKnowledgeBase(language: 'en' | 'nb'): Promise<KnowledgeBase> {
  try {
    const { items, meta } = await callOperation('books.knowledgeBase', {
      query: { language, per_page: 100 },
    });
    return { books: Array.isArray(items) ? items : [], collections: meta?.collections ?? [] };
  } catch {
    return { books: [], collections: [] };
  }
}

/** A book with its chapters and the products that include it. */
export const fetchBook = (uuid: string) =>
  readItemOrNull<typeof bookContract>('books', uuid, ['children', 'products', 'media']);

/** A chapter with its media, its blocks and its siblings (for previous and next). */
export const fetchChapter = (uuid: string) =>
  readItemOrNull<typeof bookContract>('books', uuid, ['blocks', 'media', 'siblings']);
