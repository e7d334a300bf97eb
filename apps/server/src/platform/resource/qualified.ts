import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written as "table"."column". Drizzle leaves column names unqualified in the select list of a
 * single-table query, so inside a correlated subquery there (a resource's `computed` values) a bare
 * column would silently bind to the inner table. Use this for every column in such a subquery.
 */
export const qualified = (column: AnyPgColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
