import type { Book, KnowledgeCollection } from '@academy/contracts/entities/book';
import { list } from '../../../api/http-client.ts';
import { fetchItemOrNull } from '../shared/item-query.ts';

export type KnowledgeBase = { books: Book[]; collections: KnowledgeCollection[] };

/** GET /api/ecommerce/v1/books (spec §7): the top-level books in the reading language and the collections. */
export async function fetchKnowledgeBase(language: 'en' | 'nb'): Promise<KnowledgeBase> {
  const result = await list<Book>('/api/ecommerce/v1/books', { language, per_page: 100 });
  const collections = (result.meta as { collections?: KnowledgeCollection[] }).collections ?? [];
  return { books: result.items, collections };
}

/** A book with its chapters and the products that include it. */
export const fetchBook = (uuid: string) =>
  fetchItemOrNull<Book>(`books/${encodeURIComponent(uuid)}`, { with: 'children,products,media' });

/** A chapter with its media, its blocks and its siblings (for previous and next). */
export const fetchChapter = (uuid: string) =>
  fetchItemOrNull<Book>(`books/${encodeURIComponent(uuid)}`, { with: 'blocks,media,siblings,parent' });
