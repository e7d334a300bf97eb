import { fqmi } from '@academy/contracts/common/base';
import { getTableColumns } from 'drizzle-orm';
import type { Actor } from '../auth/actor.ts';
import { abilitiesFor } from '../policy/define-policy.ts';
import type { AnyResource, EntityRow } from './define-resource.ts';

const timestampColumnsCache = new WeakMap<object, Set<string>>();

/** Names of the table's timestamp columns: PostgreSQL's text form is turned into ISO 8601 for the API. */
function timestampColumns(definition: AnyResource): Set<string> {
  let names = timestampColumnsCache.get(definition.table);
  if (!names) {
    names = new Set(
      Object.entries(getTableColumns(definition.table))
        .filter(([, column]) => column.columnType === 'PgTimestampString')
        .map(([name]) => name),
    );
    timestampColumnsCache.set(definition.table, names);
  }
  return names;
}

const itemKeysCache = new WeakMap<object, ReadonlySet<string>>();

/**
 * The keys of the contract's item: the allow-list of what an item may carry. A column the contract does not
 * name (a provider id, a webhook secret added to a table later) is never sent, even if nobody lists it in
 * `hidden`. Computed once per contract.
 */
export function itemKeys(definition: Pick<AnyResource, 'contract'>): ReadonlySet<string> {
  const item = definition.contract.item;
  let keys = itemKeysCache.get(item);
  if (!keys) {
    keys = new Set(Object.keys(item.shape));
    itemKeysCache.set(item, keys);
  }
  return keys;
}

export const toIso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/**
 * The API form of a row: its columns, the base fields of spec §3, abilities and loaded relations — only the
 * keys the contract's item declares (an allow-list); `hidden` is a second line for columns a contract might
 * one day name by mistake.
 */
export function presentRow(
  definition: AnyResource,
  row: EntityRow,
  loaded: Record<string, unknown>,
  actor: Actor,
): Record<string, unknown> {
  const hidden = definition.hidden ?? [];
  const timestamps = timestampColumns(definition);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'tenant_id' || hidden.includes(key)) continue;
    fields[key] = timestamps.has(key) ? toIso(value) : value;
  }
  const presented: Record<string, unknown> = {
    ...fields,
    fqmi: fqmi(definition.segment, row.uuid, definition.type),
    header: definition.header(row),
    abilities: abilitiesFor(definition.policy, actor, row),
    configurations: {},
    relations: Object.keys(loaded),
    ...loaded,
    ...(definition.present?.(row, loaded, actor) ?? {}),
  };
  // A copy, not `delete`: objects keep one shape, which is what V8 serialises fastest.
  const allowed = itemKeys(definition);
  const item: Record<string, unknown> = {};
  for (const key in presented) if (allowed.has(key)) item[key] = presented[key];
  return item;
}
