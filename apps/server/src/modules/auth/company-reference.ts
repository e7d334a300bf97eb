import { parseFqmi } from '@academy/contracts/common/base';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies } from '../../db/schema/tenancy.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The uuid a reference names, when it is a bare uuid or a company fqmi; else null (then it is a slug). */
function uuidOf(reference: string): string | null {
  if (uuidPattern.test(reference)) return reference.toLowerCase();
  const parsed = parseFqmi(reference);
  return parsed && parsed.resource === 'companies' && uuidPattern.test(parsed.uuid)
    ? parsed.uuid.toLowerCase()
    : null;
}

export type CompanyRow = typeof companies.$inferSelect;

/**
 * The tenant's company named by a slug (as in /login/:company and /register/:company), a uuid or an fqmi.
 * Inactive companies are returned too; callers decide what an inactive company means for them.
 */
export async function findCompanyByReference(
  db: Executor,
  tenantId: number,
  reference: string,
): Promise<CompanyRow | null> {
  const value = reference.trim();
  if (!value) return null;
  const uuid = uuidOf(value);
  const [company] = await db
    .select()
    .from(companies)
    .where(
      and(
        eq(companies.tenant_id, tenantId),
        uuid ? eq(companies.uuid, uuid) : sql`lower(${companies.slug}) = ${value.toLowerCase()}`,
      ),
    );
  return company ?? null;
}
