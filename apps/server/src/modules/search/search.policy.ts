import { type Actor, isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { headedDepartmentIdsInScope } from '../../platform/auth/actor-grants.ts';

/**
 * Who finds what in the global search, and which area a result opens: the search module's access decisions.
 * Which rows an actor finds is the visibility's (content-visibility, visibleUsers); these only gate and route.
 */

/** Administrators find every course (every variant, published or not) and open results in the admin area. */
export const searchesAsAdministrator = (actor: Actor) => isAdmin(actor);

/** Manages the company in scope, or heads departments there: the organization area is theirs. */
export const leadsInCompany = (actor: Actor) =>
  managedCompanyIdsInScope(actor).length > 0 || headedDepartmentIdsInScope(actor).length > 0;

/** People are found by administrators, and by managers and department heads in the company they act in. */
export const searchesPeople = (actor: Actor) => isAdmin(actor) || leadsInCompany(actor);
