import { href } from './routes.ts';

/**
 * A book or chapter as a screen that links to the knowledge base knows it: its uuid and its parent's — as a
 * `parent` summary (a book item, its `children`) or as `parent_uuid`. A top-level book has no parent (null).
 */
export type KnowledgeBaseBook =
  | { uuid: string; parent: { uuid: string } | null }
  | { uuid: string; parent_uuid: string | null };

/** The uuid a knowledge-base link opens: the parent book's, or the book's own when it has no parent. */
export function knowledgeBaseBookUuid(book: KnowledgeBaseBook): string {
  const parentUuid = 'parent' in book ? book.parent?.uuid : book.parent_uuid;
  return parentUuid ?? book.uuid;
}

/**
 * spec §2: "A knowledge-base link goes to admin.book.details with the parent book's uuid, or the book's own uuid
 * when it has no parent." Every screen that links a book or chapter into the admin knowledge base (the blocks'
 * knowledge-base tab, a chapter's way back to its book) goes through here.
 */
export function knowledgeBaseHref(book: KnowledgeBaseBook): string {
  return href('admin.book.details', { book: knowledgeBaseBookUuid(book) });
}
