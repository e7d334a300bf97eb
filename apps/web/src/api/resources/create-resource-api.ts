import type {
  CreateInputOf,
  ItemOf,
  LinkNameOf,
  LinkOperation,
  ResourceContract,
  UpdateInputOf,
} from '@academy/contracts/common/resource-contract';
import {
  keepPreviousData,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { httpEnvironment } from '../http-environment.ts';
import { invalidateAfterWrite } from './invalidate-after-write.ts';
import type { ListParams } from './list-params.ts';
import { type ResourceKeys, resourceKeys } from './query-keys.ts';
import {
  cloneItem,
  createItem,
  deleteItem,
  fetchAllPages,
  fetchItem,
  fetchListPage,
  type ListPage,
  linkItems,
  updateItem,
  type WriteResult,
} from './resource-requests.ts';

type Identified = { id: number | string; uuid: string };

export type WriteOptions = {
  /** Do not show the server's success message (the caller says something else). */
  silent?: boolean;
};

/** spec §8: "messages on successful writes come from the server". */
function announce(result: WriteResult<unknown>, options: WriteOptions) {
  if (!options.silent && result.meta.message)
    httpEnvironment().notify({ color: 'green', message: result.meta.message });
}

type Write<C extends ResourceContract, Variables> = UseMutationResult<
  WriteResult<ItemOf<C>>,
  ApiError,
  Variables
>;
type LinkVariables = { uuid: string; ids: readonly (string | number)[] };

/** How a list query runs: off until `enabled`; read again after `refetchInterval(page)` ms while it says so. */
export type ListOptions<Item> = {
  enabled?: boolean;
  /** Polling for a list whose rows change on the server by themselves (media being transcoded); false stops. */
  refetchInterval?: (page: ListPage<Item> | undefined) => number | false;
};

/** What createResourceApi gives for one contract. */
export type ResourceApi<C extends ResourceContract> = {
  readonly contract: C;
  readonly keys: ResourceKeys;
  useList(
    params: ListParams,
    options?: ListOptions<ItemOf<C>>,
  ): UseQueryResult<ListPage<ItemOf<C>>, ApiError>;
  useItem(
    id: string | number | undefined,
    relations?: readonly string[],
  ): UseQueryResult<ItemOf<C>, ApiError>;
  fetchAll(params: Omit<ListParams, 'page' | 'per_page'>): Promise<ItemOf<C>[]>;
  useCreate(options?: WriteOptions): Write<C, CreateInputOf<C>>;
  useUpdate(options?: WriteOptions): Write<C, { uuid: string; input: UpdateInputOf<C> }>;
  useDelete(options?: WriteOptions & { quiet?: boolean }): Write<C, Identified>;
  useLink(operation: LinkOperation, name: LinkNameOf<C>, options?: WriteOptions): Write<C, LinkVariables>;
  useAttach(name: LinkNameOf<C>, options?: WriteOptions): Write<C, LinkVariables>;
  useDetach(name: LinkNameOf<C>, options?: WriteOptions): Write<C, LinkVariables>;
  useSync(name: LinkNameOf<C>, options?: WriteOptions): Write<C, LinkVariables>;
  useClone(options?: WriteOptions): Write<C, { id: string | number; changes?: Partial<UpdateInputOf<C>> }>;
};

/**
 * The typed data layer of one resource, from its contract (DESIGN §10): query keys, list and item queries,
 * and the write mutations of spec §7. Every write refreshes the segments its response names in
 * `meta.relations` (and its own), so screens never invalidate by hand.
 */
export function createResourceApi<const C extends ResourceContract>(contract: C): ResourceApi<C> {
  type Item = ItemOf<C>;
  const keys = resourceKeys(contract.segment);

  function useWrite<Variables>(
    run: (variables: Variables) => Promise<WriteResult<Item>>,
    options: WriteOptions & { deleted?: (variables: Variables) => Identified } = {},
  ) {
    const queryClient = useQueryClient();
    return useMutation<WriteResult<Item>, ApiError, Variables>({
      mutationFn: run,
      // The message comes once the screens are fresh: a person who moves on at "Saved" finds the form saved
      // (its leave guard released) and the lists already showing the change.
      onSuccess: async (result, variables) => {
        await invalidateAfterWrite(queryClient, {
          segment: contract.segment,
          relations: result.meta.relations,
          deleted: options.deleted?.(variables),
        });
        announce(result, options);
      },
    });
  }

  function useLink(operation: LinkOperation, name: LinkNameOf<C>, options: WriteOptions = {}) {
    return useWrite(
      (variables: { uuid: string; ids: readonly (string | number)[] }) =>
        linkItems(contract, variables.uuid, operation, name, variables.ids),
      options,
    );
  }

  return {
    contract,
    keys,

    /** A page of the list; the previous page stays shown while the next one loads. */
    useList(params: ListParams, options: ListOptions<Item> = {}) {
      const { refetchInterval } = options;
      return useQuery({
        queryKey: keys.list(params),
        queryFn: () => fetchListPage<Item>(contract, params),
        placeholderData: keepPreviousData,
        enabled: options.enabled,
        refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : undefined,
      });
    },

    /** One item by id or uuid (the admin routes carry the id, spec §2). */
    useItem(id: string | number | undefined, relations: readonly string[] = []) {
      return useQuery({
        queryKey: keys.item(id ?? '', relations),
        // Runs only when enabled, that is with an id.
        queryFn: () => fetchItem<Item>(contract, id ?? '', relations),
        enabled: id !== undefined && id !== '',
      });
    },

    /** Every row of a list query (CSV export of what the table shows). */
    fetchAll: (params: Omit<ListParams, 'page' | 'per_page'>) => fetchAllPages(contract, params),

    useCreate(options: WriteOptions = {}) {
      return useWrite((input: CreateInputOf<C>) => createItem(contract, input), options);
    },

    useUpdate(options: WriteOptions = {}) {
      return useWrite(
        (variables: { uuid: string; input: UpdateInputOf<C> }) =>
          updateItem(contract, variables.uuid, variables.input),
        options,
      );
    },

    /** `quiet`: a refusal (409 in use) is shown by the caller, not as a snackbar. */
    useDelete(options: WriteOptions & { quiet?: boolean } = {}) {
      return useWrite((item: Identified) => deleteItem(contract, item.uuid, { quiet: options.quiet }), {
        ...options,
        deleted: (item) => item,
      });
    },

    useLink,

    useAttach(name: LinkNameOf<C>, options: WriteOptions = {}) {
      return useLink('attach', name, options);
    },
    useDetach(name: LinkNameOf<C>, options: WriteOptions = {}) {
      return useLink('detach', name, options);
    },
    useSync(name: LinkNameOf<C>, options: WriteOptions = {}) {
      return useLink('sync', name, options);
    },

    useClone(options: WriteOptions = {}) {
      return useWrite(
        (variables: { id: string | number; changes?: Partial<UpdateInputOf<C>> }) =>
          cloneItem(contract, variables.id, variables.changes),
        options,
      );
    },
  };
}
