import type { User } from '@academy/contracts/entities/user';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { userBooksApi } from '../../../api/resources/given-books.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { GivenBooksTable } from '../given-books/given-books-table.tsx';

/** /admin/users/:user/books: the person's own books (given here or bought), each with its last day. */
export function UserBooksTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<User>>();
  return (
    <GivenBooksTable
      api={userBooksApi}
      filter={{ user: String(item.id) }}
      owner={{ user_id: item.uuid }}
      tableKey="admin-user-books"
      label={t('admin.given_books.user_title', { name: item.name })}
      note={t('admin.given_books.user_note')}
    />
  );
}
