import type { Meta, Pagination } from '@academy/contracts/common/envelope';
import type {
  CreateInputOf,
  ItemOf,
  LinkOperation,
  ResourceContract,
  UpdateInputOf,
} from '@academy/contracts/common/resource-contract';
import { type EnvelopeData, request } from '../http-client.ts';
import { hasFile, toFormData } from './form-body.ts';
import { type ListParams, listQuery, MAX_PER_PAGE } from './list-params.ts';

/**
 * The generic calls of spec §7 for one contract, without React: the hooks and the CSV export use them.
 * Errors are ApiErrors from the HTTP client, which has already shown the snackbar of spec §8.
 */
export type ListPage<T> = { items: T[]; pagination: Pagination; meta: Partial<Meta> };
export type WriteResult<T> = { item: T; meta: Partial<Meta> };

const emptyPagination = (params: ListParams): Pagination => ({
  page: params.page ?? 1,
  per_page: params.per_page ?? 25,
  total: 0,
  last_page: 1,
});

/** A write's answer: the item written, as the contract's item (spec §7). */
export type WrittenData<T> = { item: T; meta?: Partial<Meta> };

const written = <T>(data: WrittenData<T>): WriteResult<T> => ({ item: data.item, meta: data.meta ?? {} });

/** Plain JSON, or a multipart form when a file is present (spec §7: "POST multipart form of the fields"). */
function body(input: unknown, method?: 'PATCH'): FormData | Record<string, unknown> {
  const extra: Record<string, string> = method ? { _method: method } : {};
  // A contract's create and update payloads are objects (their schemas are).
  const fields = typeof input === 'object' && input !== null ? input : {};
  return hasFile(fields) ? toFormData(fields, extra) : { ...fields, ...extra };
}

/**
 * A list page. Unlike the academy's `list()` (spec §8: a failed list is an empty list), an admin list
 * rejects so the table can show its error state and a retry; the snackbar has been shown either way.
 */
export async function fetchListPage<T>(
  source: { readonly segment: string },
  params: ListParams,
): Promise<ListPage<T>> {
  const data = await request<EnvelopeData<T>>(source.segment, { query: listQuery(params) });
  const items = Array.isArray(data.items) ? data.items : [];
  return { items, pagination: data.meta?.pagination ?? emptyPagination(params), meta: data.meta ?? {} };
}

/** The most rows an export reads: 100 pages of 100 (a bigger export belongs to the reports). */
export const EXPORT_ROW_LIMIT = 10_000;

/** Every page of one list query, page by page (for the CSV export of the current query). */
export async function fetchAllPages<C extends ResourceContract>(
  contract: C,
  params: Omit<ListParams, 'page' | 'per_page'>,
): Promise<ItemOf<C>[]> {
  const all: ItemOf<C>[] = [];
  for (let page = 1; all.length < EXPORT_ROW_LIMIT; page += 1) {
    const result = await fetchListPage<ItemOf<C>>(contract, { ...params, page, per_page: MAX_PER_PAGE });
    all.push(...result.items);
    if (page >= result.pagination.last_page || result.items.length === 0) break;
  }
  return all.slice(0, EXPORT_ROW_LIMIT);
}

export async function fetchItem<T>(
  source: { readonly segment: string },
  id: string | number,
  relations: readonly string[] = [],
): Promise<T> {
  const data = await request<WrittenData<T>>(`${source.segment}/${encodeURIComponent(String(id))}`, {
    query: { with: relations.length ? relations.join(',') : undefined },
  });
  return data.item;
}

export async function createItem<C extends ResourceContract>(
  contract: C,
  input: CreateInputOf<C>,
): Promise<WriteResult<ItemOf<C>>> {
  return written(
    await request<WrittenData<ItemOf<C>>>(contract.segment, { method: 'POST', body: body(input) }),
  );
}

/** spec §7: POST to {uuid} with the fields plus a method override of PATCH. */
export async function updateItem<C extends ResourceContract>(
  contract: C,
  uuid: string,
  input: UpdateInputOf<C>,
): Promise<WriteResult<ItemOf<C>>> {
  return written(
    await request<WrittenData<ItemOf<C>>>(`${contract.segment}/${encodeURIComponent(uuid)}`, {
      method: 'POST',
      body: body(input, 'PATCH'),
    }),
  );
}

/**
 * spec §7: DELETE {uuid} with body uuid. `quiet` leaves a refusal (409 "in use") to the caller, which shows
 * it where the user asked (the confirm modal) instead of a snackbar.
 */
export async function deleteItem<C extends ResourceContract>(
  contract: C,
  uuid: string,
  options: { quiet?: boolean } = {},
): Promise<WriteResult<ItemOf<C>>> {
  return written(
    await request<WrittenData<ItemOf<C>>>(`${contract.segment}/${encodeURIComponent(uuid)}`, {
      method: 'DELETE',
      body: { uuid },
      quiet: options.quiet,
    }),
  );
}

const linkField: Record<LinkOperation, string> = {
  attach: 'attachable',
  detach: 'detachable',
  sync: 'synchronizables',
};

/** spec §7: POST {uuid}/{attach|detach|sync}/{name} with the ids in the query (attachable, …). */
export async function linkItems<C extends ResourceContract>(
  contract: C,
  uuid: string,
  operation: LinkOperation,
  name: string,
  ids: readonly (string | number)[],
): Promise<WriteResult<ItemOf<C>>> {
  return written(
    await request<WrittenData<ItemOf<C>>>(
      `${contract.segment}/${encodeURIComponent(uuid)}/${operation}/${encodeURIComponent(name)}`,
      {
        method: 'POST',
        body: {},
        query: { [linkField[operation]]: ids.join(',') },
      },
    ),
  );
}

/** spec §7: POST {id}/clone with body change_attributes. */
export async function cloneItem<C extends ResourceContract>(
  contract: C,
  id: string | number,
  changes: Partial<UpdateInputOf<C>> = {},
): Promise<WriteResult<ItemOf<C>>> {
  return written(
    await request<WrittenData<ItemOf<C>>>(`${contract.segment}/${encodeURIComponent(String(id))}/clone`, {
      method: 'POST',
      body: { change_attributes: changes },
    }),
  );
}
