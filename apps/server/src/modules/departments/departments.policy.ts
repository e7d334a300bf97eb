import { type Actor, isAdmin, isManagerAny, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { definePolicy, signedIn } from '../../platform/policy/define-policy.ts';
import type { Row } from '../../platform/resource/define-resource.ts';

/** A manager works on the departments of the companies they manage (in the current scope). */
export const managesDepartmentCompany = (actor: Actor, companyId: number) =>
  isAdmin(actor) || managedCompanyIdsInScope(actor).includes(companyId);

export const departmentPolicy = definePolicy<Row>({
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
export const departmentUserPolicy = definePolicy<Row>({
  viewAny: signedIn,
  create: (actor) => isAdmin(actor) || isManagerAny(actor),
  view: (actor, link) =>
    isAdmin(actor) ||
    link.user_id === actor.user?.id ||
    managedCompanyIdsInScope(actor).includes(link.company_id),
  update: (actor, link) => isAdmin(actor) || managedCompanyIdsInScope(actor).includes(link.company_id),
  delete: (actor, link) => isAdmin(actor) || managedCompanyIdsInScope(actor).includes(link.company_id),
});
