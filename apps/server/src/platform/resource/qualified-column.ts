import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column always written as "table"."column". Drizzle writes the columns of a single-table select list
 * bare ("id"), so inside a correlated subquery of `computed` a bare name would bind to the subquery's own
 * table when it has a column of that name. Use this for every outer reference in computed SQL.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
