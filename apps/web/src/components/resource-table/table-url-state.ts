import type { ResourceContract } from '@academy/contracts/common/resource-contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The table's query lives in the address (page, per_page, search, sort, filter[…]), so the back button
 * and a shared link show the same list. Values the contract would refuse are dropped on reading, so a
 * hand-edited address shows the unfiltered list instead of an error.
 */
export type TableState = {
  page: number;
  perPage: number;
  search: string;
  sort: string | undefined;
  filters: Record<string, string>;
};

export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;

const filterParam = /^filter\[(.+)\]$/;

function isSort(contract: Pick<ResourceContract, 'sorts'>, sort: string): boolean {
  return contract.sorts.includes(sort.startsWith('-') ? sort.slice(1) : sort);
}

export function readTableState(
  params: URLSearchParams,
  contract: Pick<ResourceContract, 'sorts' | 'filters' | 'defaultSort'>,
): TableState {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('per_page'));
  const sort = params.get('sort') ?? '';
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    const name = filterParam.exec(key)?.[1];
    const schema = name ? contract.filters[name] : undefined;
    if (name && schema && value !== '' && schema.safeParse(value).success) filters[name] = value;
  }
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    search: (params.get('search') ?? '').slice(0, 200),
    sort: sort && isSort(contract, sort) ? sort : contract.defaultSort,
    filters,
  };
}

/** The address parameters of a state; other parameters of the page are kept, defaults are left out. */
export function writeTableState(
  previous: URLSearchParams,
  state: TableState,
  contract: Pick<ResourceContract, 'defaultSort'>,
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of previous) {
    if (!['page', 'per_page', 'search', 'sort'].includes(key) && !filterParam.test(key))
      next.append(key, value);
  }
  if (state.page > 1) next.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PAGE_SIZE) next.set('per_page', String(state.perPage));
  if (state.search.trim()) next.set('search', state.search);
  if (state.sort && state.sort !== contract.defaultSort) next.set('sort', state.sort);
  for (const [name, value] of Object.entries(state.filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (value !== '') next.set(`filter[${name}]`, value);
  }
  return next;
}

export type TableStateChange = Partial<TableState>;

/** The state from the address, and a setter: a change of query (not of page) starts again at page 1. */
export function useTableUrlState(contract: Pick<ResourceContract, 'sorts' | 'filters' | 'defaultSort'>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params, contract), [params, contract]);
  const update = useCallback(
    (change: TableStateChange, options: { replace?: boolean } = {}) => {
      setParams(
        (previous) => {
          const current = readTableState(previous, contract);
          const queryChanged =
            change.search !== undefined ||
            change.filters !== undefined ||
            change.sort !== undefined ||
            change.perPage !== undefined;
          const next = { ...current, ...change, page: change.page ?? (queryChanged ? 1 : current.page) };
          return writeTableState(previous, next, contract);
        },
        { replace: options.replace },
      );
    },
    [setParams, contract],
  );
  return [state, update] as const;
}
