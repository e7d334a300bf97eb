import { receiptContract } from '@academy/contracts/entities/receipt';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { httpEnvironment } from '../http-environment.ts';
import { callOperation } from '../operations/call-operation.ts';
import { createResourceApi } from './create-resource-api.ts';
import { invalidateAfterWrite } from './invalidate-after-write.ts';

/** Receipts (issue 24): read-only, written by the payment provider's verified webhook only. */
export const receiptsApi = createResourceApi(receiptContract);

/**
 * What the receipts a list's filters reach add up to (`shop.receipts.totals`: count, seats, amount per
 * currency), summed by the server. Under the receipts' list keys, so a refund reads it again.
 */
export function receiptTotalsQuery(filters: Record<string, string>) {
  const query = Object.fromEntries(
    Object.entries(filters).map(([name, value]) => [`filter[${name}]`, value]),
  );
  return queryOptions({
    queryKey: [...receiptsApi.keys.lists, 'totals', filters],
    queryFn: async () => (await callOperation('shop.receipts.totals', { query })).item,
  });
}

/**
 * Refunds a receipt through its provider (`shop.receipts.refund`); the sandbox refunds at once, Paddle
 * confirms later by webhook. The receipts (and what the refund takes back) are read again afterwards.
 */
export function useRefundReceipt() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { uuid: string }>({
    mutationFn: async ({ uuid }) => {
      const data = await callOperation('shop.receipts.refund', { params: { id: uuid } });
      if (data.meta?.message) httpEnvironment().notify({ color: 'green', message: data.meta.message });
      await invalidateAfterWrite(queryClient, {
        segment: 'receipts',
        relations: data.meta?.relations ?? ['company-courses', 'enrollments', 'user-books', 'company-books'],
      });
      return data.item;
    },
  });
}
