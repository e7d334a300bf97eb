import { href } from '@academy/contracts/routes';

/**
 * spec §2: a knowledge-base link goes to admin.book.details with the parent book, or the book itself when it
 * has no parent. A block's link names a chapter's parent by id only (the book pages take an id or a uuid).
 */
export function knowledgeBaseHref(book: { uuid: string; parent_id: number | null }): string {
  return href('admin.book.details', { book: book.parent_id ?? book.uuid });
}
