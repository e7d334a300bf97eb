import type { BaseEntity } from '@academy/contracts/common/base';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { resourceKeys } from './query-keys.ts';
import { fetchItem, fetchListPage } from './resource-requests.ts';

/** An item of another resource offered in a reference select: its header, and e-mail where it has one. */
export type ReferenceOption = { value: string; label: string; description?: string };
export type ReferenceValueField = 'uuid' | 'id';

type Referable = Pick<BaseEntity, 'id' | 'uuid' | 'header'> & { email?: unknown };

export function toReferenceOption(item: Referable, valueField: ReferenceValueField): ReferenceOption {
  return {
    value: String(item[valueField]),
    label: item.header,
    description: typeof item.email === 'string' ? item.email : undefined,
  };
}

export const REFERENCE_PAGE_SIZE = 20;

/**
 * The first page of another resource's list for a search text (spec §7 list with `search`), under the same
 * query key as that resource's own lists, so a write there refreshes the choices here.
 */
export function useReferenceSearch(
  segment: string,
  search: string,
  options: { valueField: ReferenceValueField; filters?: Record<string, string>; enabled?: boolean },
) {
  const params = { search, per_page: REFERENCE_PAGE_SIZE, filters: options.filters, sort: undefined };
  return useQuery({
    queryKey: resourceKeys(segment).list(params),
    queryFn: () => fetchListPage<Referable>({ segment }, params),
    select: (page) => page.items.map((item) => toReferenceOption(item, options.valueField)),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The chosen items (from the address or a saved form), read one by one to show their names. */
export function useReferenceItems(
  segment: string,
  values: readonly string[],
  valueField: ReferenceValueField,
) {
  return useQueries({
    queries: values.map((value) => ({
      queryKey: resourceKeys(segment).item(value),
      queryFn: () => fetchItem<Referable>({ segment }, value),
      staleTime: 5 * 60_000,
    })),
    combine: (results) =>
      results.flatMap((result) => (result.data ? [toReferenceOption(result.data, valueField)] : [])),
  });
}
