import {
  type Permission,
  type PermissionRule,
  permissionRegistry,
  permissionsOfRoles,
  type Role,
  roles,
} from '@academy/contracts/permissions';
import { type Actor, apiKeyOf } from '../auth/actor.ts';

const inScope = (actor: Actor, companyId: number) => !actor.scope || actor.scope.id === companyId;

/**
 * Whether an actor holds one of the registry's roles (spec §6). `manager` and `department_head` count in the
 * company in scope (in all of the actor's companies when none is set), as the context reports them. Asked role
 * by role, without building a set: policies ask it for every item of a list.
 */
export function hasRole(actor: Actor, role: Role): boolean {
  if (!actor.user) return false;
  switch (role) {
    case 'super_admin':
      return actor.isSuperAdmin;
    case 'admin':
      return actor.isAdmin || actor.isSuperAdmin;
    case 'any_company_manager':
      return actor.companies.some((company) => company.is_manager);
    case 'manager':
      return actor.companies.some((company) => company.is_manager && inScope(actor, company.id));
    case 'department_head':
      return actor.departments.some(
        (department) => department.is_head && inScope(actor, department.company_id),
      );
    case 'learner':
      return true;
  }
}

/**
 * Whether the caller holds a permission of the registry: a user by their roles, an API key only when it was
 * given it (and the registry lets keys hold it). A guest holds none.
 */
export function holds(actor: Actor, permission: Permission): boolean {
  const rule: PermissionRule = permissionRegistry[permission];
  const key = apiKeyOf(actor);
  if (key)
    return rule.holders.includes('api_key') && (key.permissions as readonly string[]).includes(permission);
  if (!actor.user || !rule.holders.includes('user')) return false;
  return rule.roles.some((role) => hasRole(actor, role));
}

/** Every permission the caller holds, for the context (the web's guards and menus read them). */
export function heldPermissions(actor: Actor): Permission[] {
  const key = apiKeyOf(actor);
  if (key) return [...key.permissions];
  return actor.user ? permissionsOfRoles(new Set(roles.filter((role) => hasRole(actor, role)))) : [];
}
