import { z } from 'zod';
import { listQuerySchema } from './envelope.ts';
import type { ResourceContract } from './resource-contract.ts';

/**
 * The list query of a resource, built from its contract: what the generic list route validates, and what
 * an operation reading the same list (the users export) takes as its own query.
 */

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
export function withQueryOf(contract: ResourceContract) {
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
      with: withQueryOf(contract).optional(),
      request,
      ...Object.fromEntries(
        Object.entries(contract.filters).map(([name, value]) => [`filter[${name}]`, value.optional()]),
      ),
    })
    .catchall(z.unknown());
}
