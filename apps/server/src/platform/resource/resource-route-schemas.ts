import { itemEnvelope, listEnvelope, listQuerySchema } from '@academy/contracts/common/envelope';
import { withQueryOf } from '@academy/contracts/common/list-query';
import type { ResourceContract } from '@academy/contracts/common/resource-contract';
import { z } from 'zod';

/**
 * Spec §7: creating access passes writes one per course and answers with the list in `data.item`; attaching
 * media from the picker's list answers with the list written (spec §5: an empty list attaches nothing).
 */
const createAnswersList = new Set(['access-passes', 'media-attachments']);

/** `GET /{r}/{id}`: `with` as on the list. */
export function getQueryOf(contract: ResourceContract) {
  return z
    .object({ with: withQueryOf(contract).optional(), request: listQuerySchema.shape.request })
    .catchall(z.unknown());
}

/** The link names of `/{r}/{id}/{operation}/{name}`, documented; another name is a 404. */
export function linkParamsOf(contract: ResourceContract) {
  const names = Object.keys(contract.links);
  return z.object({
    id: z.string().max(64),
    name: z
      .string()
      .max(64)
      .meta({ description: `One of: ${names.join(', ')}`, enum: names }),
  });
}

/** Body of attach, detach and sync: the linked items' ids or uuids (also accepted in the query). */
export function linkBodyOf(field: 'attachable' | 'detachable' | 'synchronizables') {
  const key = z.union([z.number().int(), z.string().max(64)]);
  return z.object({ [field]: z.union([z.array(key), key]).optional() });
}

/** Body of `POST /{r}/{id}`: the update, with `_method` naming the real operation. */
function postUpdateBody(update: z.ZodType) {
  const method = z.enum(['PATCH', 'DELETE']).describe('The operation this POST stands for');
  return update instanceof z.ZodObject ? update.extend({ _method: method.optional() }) : update;
}

/** The documented bodies and answers of a resource's generic routes, all from its contract. */
export function resourceSchemas(contract: ResourceContract) {
  const item = contract.item;
  const label = contract.segment;
  const written = createAnswersList.has(contract.segment) ? z.union([item, z.array(item)]) : item;
  return {
    list: listEnvelope(item).describe(`A page of ${label}`),
    item: itemEnvelope(item).describe(`One of ${label}`),
    created: itemEnvelope(written).describe(`Created in ${label}`),
    createBody: contract.create,
    patchBody: contract.update,
    postUpdateBody: contract.update ? postUpdateBody(contract.update) : undefined,
    cloneBody: z.object({
      change_attributes: z
        .record(z.string(), z.unknown())
        .optional()
        .describe('Fields the copy gets instead of the original’s (validated like an update)'),
    }),
  };
}
