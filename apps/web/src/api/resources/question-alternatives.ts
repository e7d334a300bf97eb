import {
  type QuestionAlternative,
  type questionAlternativeBulkItemSchema,
  questionAlternativeContract,
} from '@academy/contracts/entities/question';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiError } from '../api-error.ts';
import { type EnvelopeData, request } from '../http-client.ts';
import { createResourceApi } from './create-resource-api.ts';
import { invalidateAfterWrite } from './invalidate-after-write.ts';
import { type ListPage, updateItem } from './resource-requests.ts';

/** A question's alternatives (spec §3); `is_correct` is a number, 1 for a correct one. */
export const questionAlternativesApi = createResourceApi(questionAlternativeContract);

export type AlternativeBulkItem = z.input<typeof questionAlternativeBulkItemSchema>;
type BulkResult = Pick<ListPage<QuestionAlternative>, 'items' | 'meta'>;

/**
 * spec §7 "Bulk update of question alternatives": `PATCH /question_alternatives/{id1,id2,…}` with one item
 * each. The server tells the bulk address from a single item's by the comma, so one alternative alone goes
 * as the ordinary update of that item (`uuid` given), which is the same change.
 */
export async function bulkUpdateAlternatives(
  items: readonly (AlternativeBulkItem & { uuid: string })[],
): Promise<BulkResult> {
  if (items.length === 1) {
    const { id: _id, uuid, ...changes } = items[0];
    const result = await updateItem(questionAlternativeContract, uuid, changes);
    return { items: [result.item], meta: result.meta };
  }
  const data = await request<EnvelopeData<QuestionAlternative>>(
    `${questionAlternativeContract.segment}/${items.map((item) => item.id).join(',')}`,
    {
      method: 'PATCH',
      body: items.map(({ uuid: _uuid, ...item }) => item),
    },
  );
  return { items: data.items ?? [], meta: data.meta ?? {} };
}

/**
 * The bulk update as a mutation: refreshes what the answer names (the alternatives and their questions).
 * Silent: the alternatives editor says one thing for the whole save.
 */
export function useBulkUpdateAlternatives() {
  const queryClient = useQueryClient();
  return useMutation<BulkResult, ApiError, readonly (AlternativeBulkItem & { uuid: string })[]>({
    mutationFn: bulkUpdateAlternatives,
    onSuccess: (result) =>
      invalidateAfterWrite(queryClient, {
        segment: questionAlternativeContract.segment,
        relations: result.meta.relations,
      }),
  });
}
