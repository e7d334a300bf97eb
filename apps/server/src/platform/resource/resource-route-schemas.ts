import { itemEnvelope, listEnvelope, listQuerySchema } from '@academy/contracts/common/envelope';
import type { ResourceContract } from '@academy/contracts/common/resource-contract';
import { z } from 'zod';

/**
 * Spec §7: creating access passes writes one per course and answers with the list in `data.item`; attaching
 * media from the picker's list answers with the list written (spec §5: an empty list attaches nothing).
 */
const createAnswersList = new Set(['access-passes', 'media-attachments']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `sort`: one of the contract's keys (or `id`), `-` for descending, or several comma-separated. A single key
 * is documented as an enum; combinations match the pattern. Anything else is a 422 on `sort`.
 */
function sortSchema(contract: ResourceContract) {
  const keys = ['id', ...contract.sorts];
  const single = keys.flatMap((key) => [key, `-${key}`]) as [string, ...string[]];
  const one = `-?(?:${keys.map(escapeRegExp).join('|')})`;
  return z
    .union([
      z.enum(single),
      z
        .string()
        .max(100)
        .regex(new RegExp(`^${one}(?:,${one})+$`)),
    ])
    .describe(`Sort by ${keys.join(', ')}; a leading \`-\` sorts descending, several are comma-separated`);
}

/** `with`: relations to load. Names the resource does not have are ignored, as they always were. */
function withSchema(contract: ResourceContract) {
  const names = contract.with.join(', ');
  return z
    .string()
    .max(500)
    .describe(
      names ? `Comma-separated relations to load: ${names}` : 'This resource has no relations to load',
    );
}

/**
 * The list query of one resource: paging, `search` where the resource searches, `sort` and `with` with their
 * allowed values, and one `filter[name]` per contract filter, validated with the contract's value schema.
 * Other keys pass (the bare `name=value` form of a filter, `request`): the engine reads them itself.
 */
export function listQueryOf(contract: ResourceContract) {
  const { page, per_page, request } = listQuerySchema.shape;
  return z
    .object({
      page,
      per_page,
      ...(contract.search
        ? { search: z.string().max(200).describe('Text the list is narrowed to').optional() }
        : {}),
      sort: sortSchema(contract).optional(),
      with: withSchema(contract).optional(),
      request,
      ...Object.fromEntries(
        Object.entries(contract.filters).map(([name, value]) => [`filter[${name}]`, value.optional()]),
      ),
    })
    .catchall(z.unknown());
}

/** `GET /{r}/{id}`: `with` as on the list. */
export function getQueryOf(contract: ResourceContract) {
  return z
    .object({ with: withSchema(contract).optional(), request: listQuerySchema.shape.request })
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
