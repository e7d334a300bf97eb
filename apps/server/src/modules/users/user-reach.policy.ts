import type { UserRole } from '../../db/schema/tenancy.ts';
import { type Actor, isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';

/**
 * Whom and which companies an actor reaches when they work with people (spec §6): the decisions the users
 * module's routes, services and visibility ask by name, so a reviewer finds them here and in users.policy.ts.
 */

/** Administrators see every company's people and memberships; anyone else only within their own companies. */
export const canSeeAllCompanies = (actor: Actor) => isAdmin(actor);

/** Administrators work with every company's people; a manager with those of the companies they manage (in scope). */
export const managesPeopleOf = (actor: Actor, companyId: number) =>
  isAdmin(actor) || managedCompanyIdsInScope(actor).includes(companyId);

/** Administrators add people to any company; a manager only to the companies they manage (in scope). */
export const addsPeopleToAnyCompany = (actor: Actor) => isAdmin(actor);

/**
 * Administrators create accounts directly, without a company; everyone else adds a person to a company they
 * manage, and is not told whether the address already has an account elsewhere.
 */
export const createsAccountsDirectly = (actor: Actor) => isAdmin(actor);

/**
 * Whether an address in use may be named as such: to administrators, who see every account of the tenant; to
 * anyone else it would reveal an account of another company.
 */
export const mayLearnAddressIsTaken = (actor: Actor) => isAdmin(actor);

/** Roles and the admin flags they carry are handed out by super admins only (issue 14). */
export const assignsRoles = (actor: Actor) => actor.isSuperAdmin;

/** The admin flags a user's role carries, as the user item shows them. */
export const adminFlagsOfRole = (role: UserRole) => ({
  is_admin: role === 'admin' || role === 'super_admin',
  is_super_admin: role === 'super_admin',
});
