import { type Actor, isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';

/**
 * Whom an actor reaches among a company's people when they act on them (reminders, their log): `'all'` for an
 * administrator and a manager of the company (in the scope they act in), the ids of the departments they head
 * there for a department head, null for anyone else. The company's `remind` ability and the reminder routes
 * both ask this, so the button and the server agree.
 */
export function companyReach(actor: Actor, companyId: number): 'all' | number[] | null {
  if (isAdmin(actor) || managedCompanyIdsInScope(actor).includes(companyId)) return 'all';
  if (actor.scope !== null && actor.scope.id !== companyId) return null;
  const headed = actor.departments
    .filter((department) => department.is_head && department.company_id === companyId)
    .map((department) => department.id);
  return headed.length ? headed : null;
}
