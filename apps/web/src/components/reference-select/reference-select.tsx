import { type ComboboxItem, MultiSelect, type OptionsFilter, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ReferenceOption,
  type ReferenceValueField,
  useReferenceItems,
  useReferenceSearch,
} from '../../api/resources/reference-options.ts';

/** How long typing pauses before the list endpoint is asked (one call per pause, not per key). */
export const REFERENCE_SEARCH_DELAY_MS = 300;

type CommonProps = {
  /** The other resource's segment, searched through its list endpoint. */
  segment: string;
  label: string;
  description?: string;
  placeholder?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** What the value holds: the uuid (default) or the id. */
  valueField?: ReferenceValueField;
  /** Extra list filters, e.g. only the companies of a chosen user. */
  filters?: Record<string, string>;
  /** Options already known (e.g. the saved item's relation), shown before anything is fetched. */
  known?: ReferenceOption[];
  'data-testid'?: string;
};

/** Options for the combobox: the search results plus the chosen ones, each value once. */
function mergeOptions(...lists: ReferenceOption[][]): ComboboxItem[] {
  const seen = new Map<string, ComboboxItem>();
  for (const option of lists.flat()) if (!seen.has(option.value)) seen.set(option.value, option);
  return [...seen.values()];
}

/**
 * What to offer: the chosen items (named from `known` or read by id) and the list endpoint's answer to the
 * typed text. A searchable Select shows the chosen option's label in its search box: that is not a search.
 */
function useOptions(
  props: CommonProps,
  chosen: string[],
  typed: string,
  opened: boolean,
  picked: ReferenceOption[] = [],
) {
  const valueField = props.valueField ?? 'uuid';
  const known = useMemo(() => [...(props.known ?? []), ...picked], [props.known, picked]);
  const unknown = chosen.filter((value) => !known.some((option) => option.value === value));
  const chosenOptions = useReferenceItems(props.segment, unknown, valueField);
  const isChosenLabel = [...known, ...chosenOptions].some(
    (option) => chosen.includes(option.value) && option.label === typed,
  );
  const [debounced] = useDebouncedValue(isChosenLabel ? '' : typed, REFERENCE_SEARCH_DELAY_MS);
  const results = useReferenceSearch(props.segment, debounced, {
    valueField,
    filters: props.filters,
    enabled: opened || debounced !== '',
  });
  const data = useMemo(
    () => mergeOptions(known, chosenOptions, results.data ?? []),
    [known, chosenOptions, results.data],
  );
  return { data, loading: results.isFetching };
}

/** Server-side filtering: the combobox shows what the list endpoint found, as it is. */
const keepAll: OptionsFilter = ({ options }) => options;

/** Chooses one item of another resource, searching it as the user types (debounced). */
export function ReferenceSelect(
  props: CommonProps & {
    value: string | null;
    onChange: (value: string | null) => void;
    clearable?: boolean;
  },
) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  // The option just picked stays an option while the search for its label and the read of its name are on
  // their way: without it, leaving the field at once could find the value in no list and empty the field.
  const [picked, setPicked] = useState<ReferenceOption[]>([]);
  const { data, loading } = useOptions(props, props.value ? [props.value] : [], search, opened, picked);
  return (
    <Select
      label={props.label}
      description={props.description}
      placeholder={props.placeholder ?? t('resource.reference.placeholder')}
      error={props.error}
      required={props.required}
      disabled={props.disabled}
      data={data}
      value={props.value}
      onChange={(value, option) => {
        if (option) setPicked([{ value: option.value, label: option.label }]);
        props.onChange(value);
      }}
      searchable
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      filter={keepAll}
      clearable={props.clearable ?? !props.required}
      nothingFoundMessage={loading ? t('resource.reference.loading') : t('resource.reference.nothing_found')}
      clearButtonProps={{ 'aria-label': t('resource.reference.clear') }}
      comboboxProps={{ withinPortal: true }}
      data-testid={props['data-testid']}
    />
  );
}

/** Chooses several items of another resource, searching as the user types (debounced). */
export function ReferenceMultiSelect(
  props: CommonProps & { value: string[]; onChange: (value: string[]) => void },
) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const { data, loading } = useOptions(props, props.value, search, opened);
  return (
    <MultiSelect
      label={props.label}
      description={props.description}
      placeholder={
        props.value.length ? undefined : (props.placeholder ?? t('resource.reference.placeholder'))
      }
      error={props.error}
      required={props.required}
      disabled={props.disabled}
      data={data}
      value={props.value}
      onChange={props.onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      filter={keepAll}
      clearable
      nothingFoundMessage={loading ? t('resource.reference.loading') : t('resource.reference.nothing_found')}
      clearButtonProps={{ 'aria-label': t('resource.reference.clear') }}
      data-testid={props['data-testid']}
    />
  );
}
