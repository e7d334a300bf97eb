import { and, eq, type SQL } from 'drizzle-orm';
import { HttpError } from '../http/http-error.ts';
import type { EntityTable, ResourceContext } from './define-resource.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Turns an id or uuid sent in a payload into the row id, within the tenant and whatever else the
 * caller requires (e.g. a company the manager manages). Anything else is a 422 on that field, so an
 * id of another tenant or company is indistinguishable from one that does not exist.
 */
export async function resolveReference(
  context: ResourceContext,
  table: EntityTable,
  value: unknown,
  field: string,
  condition?: SQL,
): Promise<number> {
  const key = String(value ?? '');
  const identity = /^\d{1,9}$/.test(key)
    ? eq(table.id, Number(key))
    : uuidPattern.test(key)
      ? eq(table.uuid, key.toLowerCase())
      : null;
  const missing = () =>
    new HttpError(422, 'validation.errors_summary', { [field]: ['validation.not_found_reference'] });
  if (!identity) throw missing();
  const [row] = await context.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenant_id!, context.actor.tenantId), identity, condition))
    .limit(1);
  if (!row) throw missing();
  return row.id as number;
}
