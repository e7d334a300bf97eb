import { type Actor, isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { headedDepartmentIdsInScope } from '../../platform/auth/actor-grants.ts';

/** Administrators read every company's insights, every person in them. */
export const readsEveryCompanysInsights = (actor: Actor) => isAdmin(actor);

/** Insights are for administrators, managers (in scope) and department heads (in scope); nobody else's at all. */
export const readsInsights = (actor: Actor) =>
  isAdmin(actor) ||
  managedCompanyIdsInScope(actor).length > 0 ||
  headedDepartmentIdsInScope(actor).length > 0;
