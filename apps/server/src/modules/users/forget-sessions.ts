import { eq } from 'drizzle-orm';
import { companyUsers, departmentUsers } from '../../db/schema/tenancy.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';

/**
 * A user's companies, departments and their flags travel with their cached sessions (scope, manager and head
 * rights). Whatever changes them forgets the people concerned at once (issue 9), as an update of the user
 * does, instead of leaving the old rights in the actor cache for its few seconds.
 */

/** After attach, detach or sync of people: a sync may have removed people it does not name, so all go. */
export function forgetLinkedUsers(context: ResourceContext, operation: string, userIds: number[]): void {
  if (operation === 'sync') context.services.actors.forgetEveryone();
  else context.services.actors.forgetUsers(userIds);
}

/** Before a company is deleted or switched off: everyone who belongs to it. */
export async function forgetCompanyMembers(context: ResourceContext, companyId: number): Promise<void> {
  const members = await context.db
    .select({ id: companyUsers.user_id })
    .from(companyUsers)
    .where(eq(companyUsers.company_id, companyId));
  context.services.actors.forgetUsers(members.map((member) => member.id));
}

/** Before a department is deleted: everyone in it. */
export async function forgetDepartmentMembers(context: ResourceContext, departmentId: number): Promise<void> {
  const members = await context.db
    .select({ id: departmentUsers.user_id })
    .from(departmentUsers)
    .where(eq(departmentUsers.department_id, departmentId));
  context.services.actors.forgetUsers(members.map((member) => member.id));
}
