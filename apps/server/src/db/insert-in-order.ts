import { randomUUID } from 'node:crypto';
import type { InferInsertModel, SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

type TableWithUuid = PgTable & { id: AnyPgColumn; uuid: AnyPgColumn };

/** A new row of an entity table as its creator gives it: the identity, tenant and timestamps are filled in. */
export type NewRow<T extends PgTable> = Omit<
  T['$inferInsert'],
  'id' | 'uuid' | 'tenant_id' | 'created_at' | 'updated_at'
>;

/** A new row whose values may also be SQL computed by the insert itself (a place at the end of a list). */
type NewRowOrSql<T extends PgTable> = { [K in keyof NewRow<T>]: NewRow<T>[K] | SQL };

/**
 * Inserts many rows in one statement and gives back their ids in the order of `rows`. PostgreSQL does not
 * promise that RETURNING lists rows in VALUES order, so each row is given its uuid up front and matched by it.
 */
export async function insertInOrder<T extends TableWithUuid>(
  db: Executor,
  table: T,
  rows: readonly InferInsertModel<T>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const planned = rows.map((row) => ({ ...row, uuid: randomUUID() }));
  // Drizzle types an insert's values by a concrete table; this one is generic, so the shape is passed as is.
  const inserted = (await db
    .insert(table)
    .values(planned as never)
    .returning({ id: table.id, uuid: table.uuid })) as { id: number; uuid: string }[];
  const idByUuid = new Map(inserted.map((row) => [row.uuid, row.id]));
  return planned.map((row) => {
    const id = idByUuid.get(row.uuid);
    if (id === undefined) throw new Error(`insertInOrder: row ${row.uuid} was not returned`);
    return id;
  });
}

/** insertInOrder for rows of one tenant: each new row is given the tenant's id. */
export function insertForTenant<T extends TableWithUuid & { tenant_id: AnyPgColumn }>(
  db: Executor,
  table: T,
  tenantId: number,
  rows: readonly NewRowOrSql<T>[],
): Promise<number[]> {
  return insertInOrder(
    db,
    table,
    rows.map((row) => ({ ...row, tenant_id: tenantId }) as InferInsertModel<T>),
  );
}

/** Rows of one tenant that nothing refers to by id (links, answers): one statement, nothing read back. */
export async function insertManyForTenant<T extends PgTable & { tenant_id: AnyPgColumn }>(
  db: Executor,
  table: T,
  tenantId: number,
  rows: readonly NewRowOrSql<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(table).values(rows.map((row) => ({ ...row, tenant_id: tenantId })) as never);
}
