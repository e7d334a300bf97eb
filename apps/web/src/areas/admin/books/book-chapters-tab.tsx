import type { Book } from '@academy/contracts/entities/book';
import { useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ChapterTree } from './chapter-tree.tsx';

/** /admin/books/:book/chapters: the book's chapters as a tree (create, order, nest). */
export function BookChaptersTab() {
  const { item } = useOutletContext<ResourcePageContext<Book>>();
  return <ChapterTree book={item} />;
}
