import {
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyCreateInput,
  apiKeyContract,
} from '@academy/contracts/entities/api-key';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { httpEnvironment } from '../http-environment.ts';
import { callOperation } from '../operations/call-operation.ts';
import { createResourceApi } from './create-resource-api.ts';
import { invalidateAfterWrite } from './invalidate-after-write.ts';

/** A company's API keys (organization integrations tab): listed by the generic resource. */
export const apiKeysApi = createResourceApi(apiKeyContract);

/**
 * `POST api-keys`: makes a key and answers it in full, this once, typed by the operation; it is kept by the
 * caller only as long as it is shown.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation<ApiKeyCreated, ApiError, ApiKeyCreateInput>({
    mutationFn: async (body) => (await callOperation('apiKeys.create', { body })).item,
    onSuccess: () => invalidateAfterWrite(queryClient, { segment: apiKeyContract.segment }),
  });
}

/** `POST api-keys/{uuid}/revoke`: the key stops working at once; the server's message is shown. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation<ApiKey, ApiError, Pick<ApiKey, 'uuid'>>({
    mutationFn: async (key) => {
      const data = await callOperation('apiKeys.revoke', { params: { id: key.uuid } });
      const { message } = data.meta;
      if (message) httpEnvironment().notify({ color: 'green', message });
      return data.item;
    },
    onSuccess: () => invalidateAfterWrite(queryClient, { segment: apiKeyContract.segment }),
  });
}
