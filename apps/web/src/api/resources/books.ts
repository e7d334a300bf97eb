import { blockKnowledgeBaseContract } from '@academy/contracts/entities/block';
import { bookContract } from '@academy/contracts/entities/book';
import { createResourceApi } from './create-resource-api.ts';

/** The knowledge base's books and chapters (spec §3 Book: a book with a parent is a chapter); admins write. */
export const booksApi = createResourceApi(bookContract);

/** The blocks linked to chapters (block-knowledge-base rows): what a chapter's page lists as its blocks. */
export const blockKnowledgeBaseApi = createResourceApi(blockKnowledgeBaseContract);
