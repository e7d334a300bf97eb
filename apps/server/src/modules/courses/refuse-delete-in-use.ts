import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conflict } from '../../platform/http/http-error.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';

/**
 * Refuses (409) to delete content that learners' history points at: the foreign keys cascade, so a
 * delete would silently wipe enrollments, examinations or answers. Deactivating is the way out.
 * One statement, whatever the number of uses checked.
 */
export async function refuseDeleteInUse(
  context: ResourceContext,
  id: number,
  uses: [PgTable, AnyPgColumn][],
): Promise<void> {
  const checks: SQL[] = uses.map(
    ([table, column]) => sql`exists (select 1 from ${table} where ${column} = ${id})`,
  );
  const result = (await context.db.execute(
    sql`select (${sql.join(checks, sql` or `)}) as used`,
  )) as unknown as {
    rows: { used: boolean }[];
  };
  if (result.rows[0]?.used) throw conflict();
}
