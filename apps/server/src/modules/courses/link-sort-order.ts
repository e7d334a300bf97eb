import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fieldError } from '../../platform/http/http-error.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';

/** The place after the owner's last link: a link created without a sort order goes to the end. */
export async function nextSortOrder(
  context: ResourceContext,
  table: PgTable,
  ownerColumn: AnyPgColumn,
  sortColumn: AnyPgColumn,
  ownerId: number,
) {
  const [last] = await context.db
    .select({ next: sql<number>`coalesce(max(${sortColumn}) + 1, 1)`.mapWith(Number) })
    .from(table)
    .where(eq(ownerColumn, ownerId));
  return last?.next ?? 1;
}

/** A link row that already exists is a 422 on the linked field, not a unique-violation 500. */
export async function assertNotLinked(
  context: ResourceContext,
  table: PgTable,
  condition: SQL,
  field: string,
): Promise<void> {
  const [existing] = await context.db.select({ one: sql`1` }).from(table).where(condition).limit(1);
  if (existing) throw fieldError(field, 'validation.already_linked');
}
