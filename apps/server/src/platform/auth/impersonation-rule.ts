import type { UserRole } from '../../db/schema/tenancy.ts';
import { type Actor, isAdmin } from './actor.ts';

/**
 * Whom an administrator may act as (Context-User, or a user named in Context-Scope): never themselves (that is
 * no impersonation), a super admin anyone else, an administrator only ordinary users. Acting as someone changes
 * no rights, but the changelog names that person beside the administrator, so an administrator must not appear
 * to work "as" a super admin or a fellow administrator. The users policy's `impersonate` ability and the scope
 * resolution both ask this one rule.
 */
export function mayActAsUser(actor: Actor, target: { id: number; role: UserRole }): boolean {
  if (!isAdmin(actor) || actor.user?.id === target.id) return false;
  return actor.isSuperAdmin || target.role === 'user';
}
