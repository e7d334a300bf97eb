import { booksApi } from '../../../api/resources/books.ts';
import { ResourceCreatePage } from '../../../components/resource-screens/resource-create-page.tsx';
import { bookFields, bookHref, bookList } from './book-config.tsx';

const fields = bookFields('create');

/** /admin/books/create: a new top-level book; its chapters are added on its page. */
export function BookCreatePage() {
  return (
    <ResourceCreatePage
      api={booksApi}
      titleKey="admin.books.create"
      list={bookList}
      fields={fields}
      itemHref={bookHref}
      submitLabelKey="resource.form.create"
    />
  );
}
