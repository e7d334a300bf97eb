import { Group, Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../date-field/date-field.tsx';
import { ReferenceSelect } from '../reference-select/reference-select.tsx';
import { DebouncedTextInput } from './debounced-text-input.tsx';
import type { TableFilter } from './table-types.ts';

/** The search box and one input per configured contract filter; each change goes to the address. */
export function TableFilters(props: {
  searchable: boolean;
  search: string;
  onSearch: (value: string) => void;
  filters: readonly TableFilter[];
  values: Record<string, string>;
  onFilter: (name: string, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" data-testid="table-filters">
      {props.searchable && (
        <DebouncedTextInput
          label={t('resource.table.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={props.search}
          onChange={props.onSearch}
          type="search"
          w={260}
          data-testid="table-search"
        />
      )}
      {props.filters.map((filter) => (
        <FilterInput
          key={filter.name}
          filter={filter}
          value={props.values[filter.name] ?? ''}
          onChange={(value) => props.onFilter(filter.name, value)}
        />
      ))}
    </Group>
  );
}

function FilterInput(props: { filter: TableFilter; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const { filter, value, onChange } = props;
  const label = t(filter.labelKey);
  const testId = `filter-${filter.name}`;
  switch (filter.kind) {
    case 'select':
    case 'boolean': {
      const options =
        filter.kind === 'boolean'
          ? [
              { value: 'true', labelKey: 'resource.table.yes' },
              { value: 'false', labelKey: 'resource.table.no' },
            ]
          : (filter.options ?? []);
      return (
        <Select
          label={label}
          data={options.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          clearable
          clearButtonProps={{ 'aria-label': t('resource.table.clear_filter', { filter: label }) }}
          placeholder={t('resource.table.any')}
          w={200}
          data-testid={testId}
        />
      );
    }
    case 'reference':
      return (
        <ReferenceSelect
          segment={filter.segment ?? filter.name}
          filters={filter.filters}
          label={label}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          placeholder={t('resource.table.any')}
          clearable
          data-testid={testId}
        />
      );
    case 'date':
      return (
        <DateField
          label={label}
          value={value}
          onChange={(value) => onChange(value)}
          w={170}
          data-testid={testId}
        />
      );
    case 'number':
      return (
        <DebouncedTextInput
          type="number"
          inputMode="numeric"
          min={filter.min}
          max={filter.max}
          label={label}
          value={value}
          onChange={onChange}
          w={140}
          data-testid={testId}
        />
      );
    default:
      return (
        <DebouncedTextInput label={label} value={value} onChange={onChange} w={220} data-testid={testId} />
      );
  }
}
