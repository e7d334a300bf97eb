import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { httpEnvironment } from '../http-environment.ts';
import { invalidateAfterWrite } from './invalidate-after-write.ts';
import type { WriteResult } from './resource-requests.ts';

/**
 * A write beyond the generic operations (a resource's own route, e.g. replace a media file or detach a
 * folder's children), with the same after-write behaviour: the server's message as a snackbar and the
 * segments its `meta.relations` names refreshed.
 */
export function useItemWrite<Variables, Item>(
  segment: string,
  run: (variables: Variables) => Promise<WriteResult<Item>>,
) {
  const queryClient = useQueryClient();
  return useMutation<WriteResult<Item>, ApiError, Variables>({
    mutationFn: run,
    onSuccess: async (result) => {
      await invalidateAfterWrite(queryClient, { segment, relations: result.meta.relations });
      if (result.meta.message) httpEnvironment().notify({ color: 'green', message: result.meta.message });
    },
  });
}
