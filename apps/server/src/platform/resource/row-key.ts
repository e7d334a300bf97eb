import { eq, type SQL, sql } from 'drizzle-orm';
import type { EntityTable } from './define-resource.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An item's address as every path takes it (spec §7): its id or its uuid. A number beyond PostgreSQL's integer,
 * or anything that is neither, names no row (never a failed query, so never a 500).
 */
export function rowKeyCondition(table: EntityTable, key: string): SQL {
  if (/^\d{1,9}$/.test(key)) return eq(table.id, Number(key));
  if (uuidPattern.test(key)) return eq(table.uuid, key.toLowerCase());
  return sql`false`;
}
