import type { ReactNode } from 'react';
import type { ResourceColumn } from '../components/resource-table/table-types.ts';
import { i18n } from '../i18n/i18n-setup.ts';

/** How an area shows an item's active flag in a list cell (admin: Active/Inactive; organization: Yes/No). */
export type ActiveCell = (active: boolean) => ReactNode;

/** The active column of a resource list: the cell the area chooses, Yes/No in the export. */
export function activeColumn<T extends { is_active: boolean }>(activeCell: ActiveCell): ResourceColumn<T> {
  return {
    key: 'is_active',
    titleKey: 'fields.is_active',
    value: (item) => i18n.t(item.is_active ? 'resource.table.yes' : 'resource.table.no'),
    render: (item) => activeCell(item.is_active),
  };
}
