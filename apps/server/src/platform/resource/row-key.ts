import { eq, type SQL, sql } from 'drizzle-orm';
import type { EntityTable } from './define-resource.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id as a path or a filter writes it: at most nine digits, so always within PostgreSQL's integer. */
export const isRowId = (key: string): boolean => /^\d{1,9}$/.test(key);

/** A uuid in any letter case (stored lower-case). */
export const isRowUuid = (key: string): boolean => uuidPattern.test(key);

/**
 * An item's address as every path takes it (spec §7): its id or its uuid. A number beyond PostgreSQL's integer,
 * or anything that is neither, names no row (never a failed query, so never a 500).
 */
export function rowKeyCondition(table: EntityTable, key: string): SQL {
  if (isRowId(key)) return eq(table.id, Number(key));
  if (isRowUuid(key)) return eq(table.uuid, key.toLowerCase());
  return sql`false`;
}

/** Whether the key can name a row at all (an id or a uuid): for callers that answer "neither" differently. */
export const isRowKey = (key: string): boolean => isRowId(key) || isRowUuid(key);
