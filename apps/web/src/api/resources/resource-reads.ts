import type {
  FilterNameOf,
  ItemOf,
  RelationOf,
  ResourceContract,
  SortOf,
  UpdateInputOf,
} from '@academy/contracts/common/resource-contract';
import { ApiError } from '../api-error.ts';
import { getItem, type ListOptions, list, type RequestOptions } from '../http-client.ts';
import { httpEnvironment } from '../http-environment.ts';
import { toQuery } from '../query-values.ts';

/**
 * Reads (and a plain update) of the generic resource routes for the learner's pages, typed from a contract passed as a type
 * (`readList<typeof certificateContract>('certificates', …)`): the segment, the filter names, the sort keys
 * and the relations must be the contract's, and the items are its items. Only types come from the contract,
 * so these pages load no zod (the admin screens use `createResourceApi`, which reads the contract itself).
 */
type Sort<C extends ResourceContract> = SortOf<C> | 'id';

export type ReadQuery<C extends ResourceContract> = {
  [K in `filter[${FilterNameOf<C>}]`]?: string;
} & {
  sort?: Sort<C> | `-${Sort<C>}`;
  with?: readonly RelationOf<C>[];
  page?: number;
  per_page?: number;
  search?: string;
};

const itemPath = (segment: string, id: string | number) => `${segment}/${encodeURIComponent(String(id))}`;

/**
 * A list the learner reads: spec §8, a failed list is an empty list (the snackbar was shown). `T` narrows the
 * item where the learner's view of it is a subtype (their standing on a course).
 */
export async function readList<C extends ResourceContract, T = ItemOf<C>>(
  segment: C['segment'],
  query: ReadQuery<C>,
  options: ListOptions = {},
): Promise<T[]> {
  return (await list<T>(segment, toQuery(query), options)).items;
}

/**
 * One item for a screen. 404 (missing, or someone else's: the server answers 404 for both) is answered with
 * null so the screen shows its own not-found state instead of a snackbar; other server errors get the
 * generic snackbar (spec §8) and are thrown for the screen's error state.
 */
export async function readItemOrNull<C extends ResourceContract, T = ItemOf<C>>(
  segment: C['segment'],
  id: string | number,
  relations?: readonly RelationOf<C>[],
): Promise<T | null> {
  return itemOrNull(() =>
    getItem<T>(itemPath(segment, id), {
      query: relations ? { with: relations.join(',') } : undefined,
      quiet: true,
    }),
  );
}

/** The 404-as-null rule of readItemOrNull for any single-item read (a named operation's too). */
export async function itemOrNull<T>(read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    if (error instanceof ApiError && error.kind === 'server') {
      httpEnvironment().notify({
        color: 'red',
        message: error.message || httpEnvironment().t('errors.generic'),
      });
    }
    throw error;
  }
}

/** `PATCH /{segment}/{id}` with the contract's update input; the learner's writes that need no hook state. */
export async function patchItem<C extends ResourceContract>(
  segment: C['segment'],
  id: string | number,
  update: UpdateInputOf<C>,
  options: Pick<RequestOptions, 'quiet' | 'quietForbidden'> = {},
): Promise<ItemOf<C> | null> {
  return getItem<ItemOf<C>>(itemPath(segment, id), { ...options, method: 'PATCH', body: update });
}
