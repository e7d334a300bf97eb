import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EntityTable } from './define-resource.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A list filter on a foreign key that accepts the referenced item's id or uuid (`filter[course]=12` or
 * `filter[course]=<uuid>`). Anything else matches nothing rather than failing, like an unknown id.
 */
export function referenceFilter(column: AnyPgColumn, target: EntityTable, value: string): SQL {
  const key = value.trim();
  if (/^\d{1,9}$/.test(key)) return eq(column, Number(key));
  if (uuidPattern.test(key))
    return inArray(
      column,
      sql`(select ${target.id} from ${target} where ${target.uuid} = ${key.toLowerCase()})`,
    );
  return sql`false`;
}

/** `true`/`1` and `false`/`0` of a boolean list filter; anything else is undefined (no condition). */
export function booleanFilterValue(value: string): boolean | undefined {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}
