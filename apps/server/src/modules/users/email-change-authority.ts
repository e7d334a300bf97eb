import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companyUsers, departmentUsers, users } from '../../db/schema/tenancy.ts';
import { loadActorByUserId } from '../../platform/auth/load-actor.ts';
import { mayChangeEmail, type PolicyUser } from './users.policy.ts';

/** The user as the user policy sees them, with every company and department they belong to. */
async function policyUserById(db: Executor, userId: number): Promise<PolicyUser | null> {
  const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const companies = await db
    .select({ id: companyUsers.company_id })
    .from(companyUsers)
    .where(eq(companyUsers.user_id, userId));
  const departments = await db
    .select({ id: departmentUsers.department_id })
    .from(departmentUsers)
    .where(eq(departmentUsers.user_id, userId));
  return {
    ...user,
    company_ids: companies.map((row) => row.id),
    department_ids: departments.map((row) => row.id),
  };
}

/**
 * Whether whoever asked for a pending e-mail change could still ask for it now: the rule that let them ask
 * (mayChangeEmail), run again for them as they are now — their companies and manager flags, their role,
 * still active — and for the user as they are now. A change whose asker is not recorded (from before the
 * asker was kept) is not confirmed.
 */
export async function requesterMayStillAsk(
  db: Executor,
  token: { tenant_id: number; user_id: number; requested_by_id: number | null },
): Promise<boolean> {
  if (token.requested_by_id === null) return false;
  const requester = await loadActorByUserId(db, token.tenant_id, token.requested_by_id);
  const user = requester && (await policyUserById(db, token.user_id));
  return requester !== null && user !== null && mayChangeEmail(requester, user);
}
