import { ActionIcon, Checkbox, Menu, Stack } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ResourceColumn } from './table-types.ts';

/**
 * Which columns a table shows, kept per table in the browser (a personal preference, not part of the
 * shared address). Columns marked `hidden` start unchosen; `fixed` ones are always shown.
 */
export function useColumnChoice<T>(tableKey: string, columns: readonly ResourceColumn<T>[]) {
  const defaults = columns.filter((column) => !column.hidden).map((column) => column.key);
  const [chosen, setChosen] = useLocalStorage<string[]>({
    key: `table-columns:${tableKey}`,
    defaultValue: defaults,
    getInitialValueInEffect: false,
  });
  const visible = columns.filter((column) => column.fixed || chosen.includes(column.key));
  const toggle = (key: string) =>
    setChosen((current) =>
      current.includes(key) ? current.filter((entry) => entry !== key) : [...current, key],
    );
  return { visible, chosen, toggle };
}

export function ColumnChoiceMenu<T>(props: {
  columns: readonly ResourceColumn<T>[];
  chosen: readonly string[];
  onToggle: (key: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('resource.table.columns')}
          title={t('resource.table.columns')}
          data-testid="column-choice"
        >
          <IconColumns size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('resource.table.columns')}</Menu.Label>
        <Stack gap={6} p="xs">
          {props.columns
            .filter((column) => !column.fixed)
            .map((column) => (
              <Checkbox
                key={column.key}
                label={column.title ?? t(column.titleKey)}
                checked={props.chosen.includes(column.key)}
                onChange={() => props.onToggle(column.key)}
                data-testid={`column-${column.key}`}
              />
            ))}
        </Stack>
      </Menu.Dropdown>
    </Menu>
  );
}
