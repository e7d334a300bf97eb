import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/tenancy.ts';
import type { Services } from '../../platform/services.ts';
import { membershipsOf } from './sign-in.service.ts';

const byAddress = (tenantId: number, email: string) =>
  and(eq(users.tenant_id, tenantId), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);

/** The tenant's user with this address, ignoring case (the unique index is on lower(email)). */
export async function findUserByEmail(services: Services, tenantId: number, email: string) {
  const [user] = await services.db.select().from(users).where(byAddress(tenantId, email));
  return user ?? null;
}

/**
 * The user with this address and their memberships in active companies (as `activeMemberships` reads them), in
 * one round trip: a sign-in by address needs both, and each statement costs a sign-in as much as its writes do.
 */
export async function findUserWithMemberships(services: Services, tenantId: number, email: string) {
  const [row] = await services.db
    // `users.id` unqualified would be ambiguous inside the subquery: drizzle leaves a lone table's columns bare.
    .select({ user: users, memberships: membershipsOf(sql.raw('"users".id')) })
    .from(users)
    .where(byAddress(tenantId, email));
  return row ?? null;
}
