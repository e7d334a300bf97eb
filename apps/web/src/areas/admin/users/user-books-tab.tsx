import type { User } from '@academy/contracts/entities/user';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { userBooksApi } from '../../../api/resources/given-books.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { GivenBooksTable } from '../given-books/given-books-table.tsx';

/** /admin/users/:user/books: the person's own books (given here or bought), each with its last day. */
export function UserBooksTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<User>>();
  const title = t('admin.given_books.user_title', { name: item.name });
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {t('admin.given_books.user_note')}
      </Text>
      <GivenBooksTable
        api={userBooksApi}
        filter={{ user: String(item.id) }}
        owner={{ user_id: item.uuid }}
        tableKey="admin-user-books"
        label={title}
      />
    </Stack>
  );
}
