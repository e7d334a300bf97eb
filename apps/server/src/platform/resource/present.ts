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

export const toIso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** The API form of a row: its columns, the base fields of spec §3, abilities and loaded relations. */
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
  return {
    ...fields,
    fqmi: fqmi(definition.segment, row.uuid, definition.type),
    header: definition.header(row),
    abilities: abilitiesFor(definition.policy, actor, row),
    configurations: {},
    relations: Object.keys(loaded),
    ...loaded,
    ...(definition.present?.(row, loaded, actor) ?? {}),
  };
}
