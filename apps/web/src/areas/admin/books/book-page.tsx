import type { Book } from '@academy/contracts/entities/book';
import { booksApi } from '../../../api/resources/books.ts';
import { ResourceItemPage } from '../../../components/resource-screens/resource-item-page.tsx';
import { bookHref, bookList } from './book-config.tsx';

/** A chapter opened as a book (spec §2's knowledge-base link names a chapter's parent): its book first. */
const trail = (item: Book) =>
  item.root && item.root.id !== item.id ? [{ to: bookHref(item.root), label: item.root.header }] : [];

/**
 * /admin/books/:book (an id or uuid, spec §2 admin.book.details): the book's details and its chapters as tabs.
 * Any book or chapter opens here; a chapter shows its own chapters below it.
 */
export function BookPage() {
  return (
    <ResourceItemPage
      api={booksApi}
      param="book"
      with={['media']}
      title={(item) => item.name}
      list={bookList}
      trail={trail}
      tabs={[
        { route: 'admin.book.details', labelKey: 'admin.books.tabs.details' },
        { route: 'admin.book.chapters', labelKey: 'admin.books.tabs.chapters' },
      ]}
    />
  );
}
