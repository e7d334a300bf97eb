import type { Actor } from '../../platform/auth/actor.ts';

/**
 * The companies a search may look in: the company the actor acts in, or all of theirs when no scope is
 * chosen yet (a user of several companies before select-company).
 */
export function companyIdsInScope(actor: Actor): number[] {
  return actor.scope ? [actor.scope.id] : actor.companies.map((c) => c.id);
}

/** Of those, the companies the actor manages. */
export function managedCompanyIdsInScope(actor: Actor): number[] {
  const inScope = new Set(companyIdsInScope(actor));
  return actor.companies.filter((c) => c.is_manager && inScope.has(c.id)).map((c) => c.id);
}

/** Departments of the actor inside the companies in scope. */
export function departmentIdsInScope(actor: Actor): number[] {
  const inScope = new Set(companyIdsInScope(actor));
  return actor.departments.filter((d) => inScope.has(d.company_id)).map((d) => d.id);
}
