import type { Actor } from '../../platform/auth/actor.ts';
import { isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { headedDepartmentIdsInScope } from '../../platform/auth/actor-grants.ts';

/** The companies of the departments the actor heads (in scope). */
function headedCompanyIdsInScope(actor: Actor): number[] {
  const headed = new Set(headedDepartmentIdsInScope(actor));
  return actor.departments.filter((department) => headed.has(department.id)).map((d) => d.company_id);
}

/**
 * Who works with a company's reports (spec §6 "view company reports", issue 14): administrators any company's,
 * a manager their companies' (in scope), a department head their departments' only. A head's report is
 * always scoped to one of their departments, so its rows are exactly the people they lead.
 */
export const worksWithReports = (actor: Actor) =>
  isAdmin(actor) ||
  managedCompanyIdsInScope(actor).length > 0 ||
  headedDepartmentIdsInScope(actor).length > 0;

/** Administrators see every company's reports. */
export const canSeeAllReports = (actor: Actor) => isAdmin(actor);

/**
 * Whether the actor reports on the whole company, not only on departments they head: administrators and the
 * company's managers (in scope).
 */
export const reportsOnWholeCompany = (actor: Actor, companyId: number) =>
  isAdmin(actor) || managedCompanyIdsInScope(actor).includes(companyId);

/**
 * Whether an export names every company a person belongs to: for administrators; anyone else reads only the
 * memberships of their own companies (a shared person's other company stays that company's business).
 */
export const namesEveryMembership = (actor: Actor) => isAdmin(actor);

/** The companies a report may be asked for, outside administrators. */
export const reportCompanyIds = (actor: Actor) => [
  ...new Set([...managedCompanyIdsInScope(actor), ...headedCompanyIdsInScope(actor)]),
];

/** Whether the actor sees a report of this company and department. */
export function readsReport(actor: Actor, report: { company_id: number; department_id: number | null }) {
  return (
    isAdmin(actor) ||
    managedCompanyIdsInScope(actor).includes(report.company_id) ||
    (report.department_id !== null && headedDepartmentIdsInScope(actor).includes(report.department_id))
  );
}
