import { httpEnvironment } from '../http-environment.ts';
import { type ListParams, normalizeListParams } from './list-params.ts';

/**
 * Query keys of one resource. Every key starts with the resource segment (DESIGN §6), so invalidating a
 * segment named in a response's `meta.relations` refreshes its lists and items, and any other query whose
 * key starts with it (e.g. the academy's own certificate list). A list's and an item's key end with the
 * language the request is sent in (its Accept-Language): the server names courses and other translated
 * things in it, so a switch of language reads them again instead of keeping the other language's names.
 */
export function resourceKeys(segment: string) {
  return {
    all: [segment] as const,
    lists: [segment, 'list'] as const,
    list: (params: ListParams) =>
      [segment, 'list', normalizeListParams(params), httpEnvironment().language()] as const,
    items: [segment, 'item'] as const,
    item: (id: string | number, relations: readonly string[] = []) =>
      [segment, 'item', String(id), [...relations].sort(), httpEnvironment().language()] as const,
  };
}

export type ResourceKeys = ReturnType<typeof resourceKeys>;
