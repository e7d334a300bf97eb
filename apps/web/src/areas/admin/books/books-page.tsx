import { href } from '@academy/contracts/routes';
import { booksApi } from '../../../api/resources/books.ts';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { bookColumns, bookFilters, bookHref, booksOnly } from './book-config.tsx';

/** /admin/books: the knowledge base's books (their chapters are on each book's page). */
export function BooksPage() {
  return (
    <ResourceListPage
      api={booksApi}
      tableKey="admin-books"
      titleKey="admin.books.title"
      columns={bookColumns}
      filters={bookFilters}
      fixedFilters={booksOnly}
      rowHref={bookHref}
      editable
      exportable
      create={{ to: href('admin.book.create'), labelKey: 'admin.books.create' }}
    />
  );
}
