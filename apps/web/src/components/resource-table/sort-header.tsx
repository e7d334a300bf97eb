import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A sortable column's header: a real button inside the header cell, named with the column and its order in
 * the user's language. (The data table's own sortable header turns the cell itself into a button, which
 * loses the column header's meaning, and names the order in English only.)
 */
export function SortHeader(props: {
  title: string;
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
  sortKey: string;
}) {
  const { t } = useTranslation();
  const state =
    props.direction === 'asc'
      ? t('resource.table.sorted_asc')
      : props.direction === 'desc'
        ? t('resource.table.sorted_desc')
        : t('resource.table.not_sorted');
  const Icon =
    props.direction === 'asc' ? IconArrowUp : props.direction === 'desc' ? IconArrowDown : IconSelector;
  return (
    <UnstyledButton
      onClick={props.onSort}
      aria-label={`${props.title}, ${state}`}
      data-testid={`sort-${props.sortKey}`}
      fw={700}
      fz="sm"
    >
      <Group gap={4} wrap="nowrap">
        {props.title}
        <Icon size={14} aria-hidden stroke={1.8} />
      </Group>
    </UnstyledButton>
  );
}
