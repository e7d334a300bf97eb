import { blockKnowledgeBaseContract } from '@academy/contracts/entities/block';
import { bookContract } from '@academy/contracts/entities/book';
import { useQuery } from '@tanstack/react-query';
import { createResourceApi } from './create-resource-api.ts';

/** The knowledge base's books and chapters (spec §3 Book: a book with a parent is a chapter); admins write. */
export const booksApi = createResourceApi(bookContract);

/** The blocks linked to chapters (block-knowledge-base rows): what a chapter's page lists as its blocks. */
export const blockKnowledgeBaseApi = createResourceApi(blockKnowledgeBaseContract);

/** Everything under a top-most book (its chapters, their chapters …), all pages, in place order. */
export function useChaptersUnder(rootId: number | undefined) {
  const params = { filters: { root: String(rootId), chapters: 'true' }, sort: 'sort_order' };
  return useQuery({
    // Under the books' list keys, so every write to books (and to what they name) refreshes the tree.
    queryKey: [...booksApi.keys.lists, 'all', params],
    queryFn: () => booksApi.fetchAll(params),
    enabled: rootId !== undefined,
  });
}
