import type { Query } from '../http-client.ts';

/** What a list screen asks for (spec §7 list): the generic parameters of every list endpoint. */
export type ListParams = {
  page?: number;
  per_page?: number;
  search?: string;
  /** A contract sort key, `-key` for descending. */
  sort?: string;
  /** `filter[name]=value`; empty values are left out. */
  filters?: Readonly<Record<string, string | undefined>>;
  /** Relations to load (`with=a,b`). */
  with?: readonly string[];
};

/** The largest page the API serves (DESIGN §4: per_page ≤ 100). */
export const MAX_PER_PAGE = 100;

/**
 * The same parameters always give the same object (sorted filters, no empty values), so two screens asking
 * for the same list share one cache entry.
 */
export function normalizeListParams(params: ListParams): ListParams {
  const filters = Object.fromEntries(
    Object.entries(params.filters ?? {})
      .filter(([, value]) => value !== undefined && value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const search = params.search?.trim();
  return {
    page: params.page ?? 1,
    per_page: Math.min(params.per_page ?? 25, MAX_PER_PAGE),
    ...(search ? { search } : {}),
    ...(params.sort ? { sort: params.sort } : {}),
    ...(Object.keys(filters).length ? { filters } : {}),
    ...(params.with?.length ? { with: [...params.with].sort() } : {}),
  };
}

let requestSequence = 0;

/** The query string of a list call; spec §7 adds a request key (echoed as `meta.request`). */
export function listQuery(params: ListParams): Query {
  const normalized = normalizeListParams(params);
  const query: Query = {
    page: normalized.page,
    per_page: normalized.per_page,
    search: normalized.search,
    sort: normalized.sort,
    with: normalized.with?.join(','),
    request: `list-${++requestSequence}`,
  };
  for (const [name, value] of Object.entries(normalized.filters ?? {})) query[`filter[${name}]`] = value;
  return query;
}
