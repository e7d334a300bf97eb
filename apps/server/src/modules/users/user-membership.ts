import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, companyUsers, departments, departmentUsers } from '../../db/schema/tenancy.ts';
import { isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { resolveReference } from '../../platform/resource/references.ts';

export type Membership = { companyId: number; isManager: boolean; departmentIds: number[] };

/**
 * The company (and its departments) a new user joins, as named in a create: a company the actor manages
 * (any for administrators) and departments of that company; anything else is a 422 on the field, like an id
 * that does not exist. Null when no company is named.
 */
export async function resolveMembership(
  context: ResourceContext,
  input: { company_id?: unknown; is_manager?: unknown; department_ids?: unknown },
): Promise<Membership | null> {
  if (input.company_id === undefined) return null;
  const managedOnly = isAdmin(context.actor)
    ? undefined
    : inArray(companies.id, managedCompanyIdsInScope(context.actor).concat(-1));
  const companyId = await resolveReference(context, companies, input.company_id, 'company_id', managedOnly);
  const departmentIds: number[] = [];
  for (const key of (input.department_ids as unknown[] | undefined) ?? []) {
    departmentIds.push(
      await resolveReference(
        context,
        departments,
        key,
        'department_ids',
        eq(departments.company_id, companyId),
      ),
    );
  }
  return { companyId, isManager: input.is_manager === true, departmentIds: [...new Set(departmentIds)] };
}

/** Makes the user a member of the company and its departments; an existing membership stays as it is. */
export async function addMembership(
  target: { db: Executor; tenantId: number },
  userId: number,
  membership: Membership,
): Promise<void> {
  const { db, tenantId } = target;
  await db
    .insert(companyUsers)
    .values({
      tenant_id: tenantId,
      company_id: membership.companyId,
      user_id: userId,
      is_manager: membership.isManager,
    })
    .onConflictDoNothing();
  if (membership.departmentIds.length === 0) return;
  await db
    .insert(departmentUsers)
    .values(
      membership.departmentIds.map((departmentId) => ({
        tenant_id: tenantId,
        department_id: departmentId,
        user_id: userId,
      })),
    )
    .onConflictDoNothing();
}
