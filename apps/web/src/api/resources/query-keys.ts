import { type ListParams, normalizeListParams } from './list-params.ts';

/**
 * Query keys of one resource. Every key starts with the resource segment (DESIGN §6), so invalidating a
 * segment named in a response's `meta.relations` refreshes its lists and items, and any other query whose
 * key starts with it (e.g. the academy's own certificate list).
 */
export function resourceKeys(segment: string) {
  return {
    all: [segment] as const,
    lists: [segment, 'list'] as const,
    list: (params: ListParams) => [segment, 'list', normalizeListParams(params)] as const,
    items: [segment, 'item'] as const,
    item: (id: string | number, relations: readonly string[] = []) =>
      [segment, 'item', String(id), [...relations].sort()] as const,
  };
}

export type ResourceKeys = ReturnType<typeof resourceKeys>;
