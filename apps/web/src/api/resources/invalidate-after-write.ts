import type { QueryClient } from '@tanstack/react-query';

/**
 * After a write the data layer refreshes what the server says changed (DESIGN §6): the segments named in
 * the response's `meta.relations`, plus the written resource's own segment. A deleted item's own queries
 * are left alone: refetching them would only answer 404 while its screen navigates away.
 */
export async function invalidateAfterWrite(
  queryClient: QueryClient,
  options: {
    segment: string;
    relations?: readonly string[];
    deleted?: { id: number | string; uuid: string };
  },
): Promise<void> {
  const segments = new Set([options.segment, ...(options.relations ?? [])]);
  const deletedKeys = options.deleted ? new Set([String(options.deleted.id), options.deleted.uuid]) : null;
  await queryClient.invalidateQueries({
    predicate: (query) => {
      const [segment, kind, id] = query.queryKey;
      if (typeof segment !== 'string' || !segments.has(segment)) return false;
      return !(deletedKeys && segment === options.segment && kind === 'item' && deletedKeys.has(String(id)));
    },
  });
}
