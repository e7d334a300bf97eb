import type { ItemOf } from '@academy/contracts/common/resource-contract';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceApi } from '../../../api/resources/create-resource-api.ts';
import { useConfirmDelete } from '../../../components/confirm-delete/confirm-delete.tsx';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import type { ResourceColumn, RowAction } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';
import { GiveBookForm } from './give-book-form.tsx';
import type { GivenBook, GivenBookContract } from './given-book.ts';

const columns: ResourceColumn<GivenBook>[] = [
  { key: 'book', titleKey: 'admin.given_books.book', fixed: true, value: (item) => item.book?.header ?? '' },
  {
    key: 'end_date',
    titleKey: 'admin.given_books.end_date',
    sort: 'end_date',
    value: (item) => item.end_date ?? i18n.t('admin.given_books.no_end'),
  },
  { key: 'created_at', titleKey: 'admin.given_books.given_at', sort: 'created_at', hidden: true },
];

/**
 * The books given to a company or a person, with their last day, under the section's title and note (the
 * admin company's and user's Books tabs): "Give a book", change the last day and take
 * it back. Only administrators may (the policies of company-books and user-books); the buttons follow the
 * items' abilities, and "Give a book" is offered on the admin pages only. Loading, empty and error states are
 * the table's.
 */
export function GivenBooksTable<C extends GivenBookContract>(props: {
  api: ResourceApi<C>;
  /** The owner's filter (`company` or `user`, by id). */
  filter: Record<string, string>;
  /** The create payload's owner field (`company_id` or `user_id`, by uuid). */
  owner: { company_id: string } | { user_id: string };
  tableKey: string;
  /** The section's title, also the table's accessible name. */
  label: string;
  note: string;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<GivenBook | 'new' | null>(null);
  const confirmDelete = useConfirmDelete(props.api);
  const rowActions: RowAction<ItemOf<C>>[] = [
    {
      key: 'change',
      labelKey: 'admin.given_books.change',
      icon: <IconPencil size={16} aria-hidden />,
      ability: 'update',
      onClick: (item) => setEditing(item),
    },
    {
      key: 'remove',
      labelKey: 'admin.given_books.remove',
      icon: <IconTrash size={16} aria-hidden />,
      color: 'red',
      ability: 'delete',
      onClick: confirmDelete,
    },
  ];
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {props.label}
      </Title>
      <Text c="dimmed" size="sm">
        {props.note}
      </Text>
      <ResourceTable
        api={props.api}
        tableKey={props.tableKey}
        label={props.label}
        columns={columns as ResourceColumn<ItemOf<C>>[]}
        fixedFilters={props.filter}
        rowActions={rowActions}
        toolbar={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
            data-testid="give-book"
          >
            {t('admin.given_books.give')}
          </Button>
        }
      />
      {editing && (
        <GiveBookForm
          api={props.api}
          owner={props.owner}
          item={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
