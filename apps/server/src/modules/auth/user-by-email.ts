import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/tenancy.ts';
import type { Services } from '../../platform/services.ts';

/** The tenant's user with this address, ignoring case (the unique index is on lower(email)). */
export async function findUserByEmail(services: Services, tenantId: number, email: string) {
  const [user] = await services.db
    .select()
    .from(users)
    .where(and(eq(users.tenant_id, tenantId), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`));
  return user ?? null;
}
