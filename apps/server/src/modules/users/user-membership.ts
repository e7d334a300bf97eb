import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, companyUsers, departments, departmentUsers } from '../../db/schema/tenancy.ts';
import { managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { addsPeopleToAnyCompany } from './user-reach.policy.ts';

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
  const managedOnly = addsPeopleToAnyCompany(context.actor)
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

/** A user joining a company and some of its departments (as head, at a place in the department's list). */
export type MembershipInput = {
  userId: number;
  companyId: number;
  isManager: boolean;
  departments: { departmentId: number; isHead?: boolean; sortOrder?: number }[];
};

/** Makes the user a member of the company and its departments; an existing membership stays as it is. */
export function addMembership(
  target: { db: Executor; tenantId: number },
  userId: number,
  membership: Membership,
): Promise<void> {
  return addMemberships(target, [
    {
      userId,
      companyId: membership.companyId,
      isManager: membership.isManager,
      departments: membership.departmentIds.map((departmentId) => ({ departmentId })),
    },
  ]);
}

/**
 * Memberships of companies and their departments, two statements for any number of them; an existing
 * membership stays as it is. A department membership without a place takes the column's default.
 */
export async function addMemberships(
  target: { db: Executor; tenantId: number },
  memberships: readonly MembershipInput[],
): Promise<void> {
  const { db, tenantId } = target;
  if (memberships.length === 0) return;
  await db
    .insert(companyUsers)
    .values(
      memberships.map((membership) => ({
        tenant_id: tenantId,
        company_id: membership.companyId,
        user_id: membership.userId,
        is_manager: membership.isManager,
      })),
    )
    .onConflictDoNothing();
  const departmentRows = memberships.flatMap((membership) =>
    membership.departments.map((department) => ({
      tenant_id: tenantId,
      department_id: department.departmentId,
      user_id: membership.userId,
      is_head: department.isHead,
      sort_order: department.sortOrder,
    })),
  );
  if (departmentRows.length === 0) return;
  await db.insert(departmentUsers).values(departmentRows).onConflictDoNothing();
}
