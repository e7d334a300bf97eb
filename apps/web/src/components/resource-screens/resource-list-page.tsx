import type { ItemOf, ResourceContract } from '@academy/contracts/common/resource-contract';
import { Button, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmDelete } from '../confirm-delete/confirm-delete.tsx';
import { ResourceTable, type ResourceTableProps } from '../resource-table/resource-table.tsx';
import type { BulkAction, RowAction } from '../resource-table/table-types.ts';

/**
 * An admin list screen: its heading, the create button when the resource can be created, and the table.
 * Where the contract deletes, each row and the selected rows offer delete (asked first, spec §2); `editable`
 * adds an edit action that opens the row's page. Each action shows only where the item's abilities allow it.
 */
export function ResourceListPage<C extends ResourceContract>(
  props: Omit<ResourceTableProps<C>, 'label' | 'toolbar' | 'rowActions' | 'bulkActions'> & {
    titleKey: string;
    create?: { to: string; labelKey: string };
    editable?: boolean;
    /** 2 for a list inside an item's page (a tab under the item's own heading); default 1. */
    headingOrder?: 1 | 2;
    /** A line under the heading (e.g. a count). */
    subtitle?: ReactNode;
    /** Buttons beside create (e.g. "mark all as read"). */
    actions?: ReactNode;
    /** Row and bulk actions beyond edit and delete (deactivate, impersonate …), after edit, before delete. */
    moreRowActions?: readonly RowAction<ItemOf<C>>[];
    moreBulkActions?: readonly BulkAction<ItemOf<C>>[];
    /** No heading where the page around the table has one (a tab). */
    heading?: 'page' | 'none';
  },
) {
  type Item = ItemOf<C>;
  const { t } = useTranslation();
  const {
    titleKey,
    create,
    editable,
    headingOrder,
    subtitle,
    actions,
    moreRowActions,
    moreBulkActions,
    heading,
    ...table
  } = props;
  const confirmDelete = useConfirmDelete(props.api);
  const deletable = Boolean(props.api.contract.delete);
  const rowActions: RowAction<Item>[] = [];
  if (editable && props.rowHref)
    rowActions.push({
      key: 'edit',
      labelKey: 'resource.actions.edit',
      icon: <IconPencil size={16} aria-hidden />,
      ability: 'update',
      href: props.rowHref,
    });
  rowActions.push(...(moreRowActions ?? []));
  if (deletable)
    rowActions.push({
      key: 'delete',
      labelKey: 'resource.delete.action',
      icon: <IconTrash size={16} aria-hidden />,
      color: 'red',
      ability: 'delete',
      onClick: confirmDelete,
    });
  const bulkActions: BulkAction<Item>[] = [...(moreBulkActions ?? [])];
  if (deletable)
    bulkActions.push({
      key: 'delete',
      labelKey: 'resource.delete.bulk',
      icon: <IconTrash size={14} aria-hidden />,
      color: 'red',
      ability: 'delete',
      run: async (items) => confirmDelete(items),
    });
  return (
    <Stack gap="lg">
      {heading !== 'none' && (
        <Stack gap={4}>
          <Title order={headingOrder ?? 1} size={headingOrder === 2 ? 'h4' : undefined}>
            {t(titleKey)}
          </Title>
          {subtitle}
        </Stack>
      )}
      <ResourceTable
        {...table}
        label={t(titleKey)}
        rowActions={rowActions}
        bulkActions={bulkActions}
        toolbar={
          (create || actions) && (
            <>
              {actions}
              {create && (
                <Button
                  component={Link}
                  to={create.to}
                  leftSection={<IconPlus size={16} aria-hidden />}
                  data-testid="create"
                >
                  {t(create.labelKey)}
                </Button>
              )}
            </>
          )
        }
      />
    </Stack>
  );
}
