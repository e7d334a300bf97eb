import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * A list of ids as ONE array parameter (`$1::int[]`): drizzle would expand a JS array into a list of
 * parameters, and `in ()` of an empty list is not valid SQL. One parameter also keeps the statement's text
 * the same whatever the list's length.
 */
export const intArray = (ids: readonly number[]): SQL =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** Rows of a raw statement; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T = Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
