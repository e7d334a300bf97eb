import type { AbilityOf } from '@academy/contracts/common/resource-contract';
import type { departmentContract } from '@academy/contracts/entities/department';
import type { departments } from '../../db/schema/tenancy.ts';
import { type Actor, isAdmin, isManagerAny, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { definePolicy, signedIn } from '../../platform/policy/define-policy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';

/** Administrators see and work on every company's departments and their members. */
export const canSeeAllDepartments = (actor: Actor) => isAdmin(actor);

/** A manager works on the departments of the companies they manage (in the current scope). */
export const managesDepartmentCompany = (actor: Actor, companyId: number) =>
  isAdmin(actor) || managedCompanyIdsInScope(actor).includes(companyId);

/** What the rules read of a department. */
type DepartmentRow = Pick<RowOf<typeof departments>, 'id' | 'company_id'>;
/** What the rules read of a membership: its user, and its department's company (computed with it). */
type DepartmentUserRow = { user_id: number; company_id: number };

export const departmentPolicy = definePolicy<DepartmentRow, AbilityOf<typeof departmentContract>>({
  viewAny: signedIn,
  create: (actor) => isAdmin(actor) || isManagerAny(actor),
  view: (actor, department) =>
    managesDepartmentCompany(actor, department.company_id) ||
    actor.departments.some((d) => d.id === department.id),
  update: (actor, department) => managesDepartmentCompany(actor, department.company_id),
  delete: (actor, department) => managesDepartmentCompany(actor, department.company_id),
  manageUsers: (actor, department) => managesDepartmentCompany(actor, department.company_id),
});

/** department-user links follow the department's company. */
export const departmentUserPolicy = definePolicy<DepartmentUserRow>({
  viewAny: signedIn,
  create: (actor) => isAdmin(actor) || isManagerAny(actor),
  view: (actor, link) =>
    isAdmin(actor) ||
    link.user_id === actor.user?.id ||
    managedCompanyIdsInScope(actor).includes(link.company_id),
  update: (actor, link) => isAdmin(actor) || managedCompanyIdsInScope(actor).includes(link.company_id),
  delete: (actor, link) => isAdmin(actor) || managedCompanyIdsInScope(actor).includes(link.company_id),
});
