import type { AbilityOf } from '@academy/contracts/common/resource-contract';
import type { userContract } from '@academy/contracts/entities/user';
import type { users } from '../../db/schema/tenancy.ts';
import { type Actor, isAdmin, isManagerAny, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { mayActAsUser } from '../../platform/auth/impersonation-rule.ts';
import { definePolicy, signedIn } from '../../platform/policy/define-policy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';
import { headedDepartmentIdsInScope } from './user-visibility.ts';

/**
 * The user row as policies see it: the ids of the companies (and departments, where known) the user belongs
 * to are computed with it.
 */
export type PolicyUser = Pick<RowOf<typeof users>, 'id' | 'role'> & {
  company_ids: number[] | null;
  department_ids?: number[] | null;
};

const companyIdsOf = (user: PolicyUser): number[] => user.company_ids ?? [];

/** A manager manages a user who belongs to one of the companies they manage, unless the user is an administrator. */
export function managesUser(actor: Actor, user: PolicyUser): boolean {
  if (isAdmin(actor)) return actor.isSuperAdmin || user.role !== 'super_admin';
  if (user.role !== 'user') return false;
  const managed = managedCompanyIdsInScope(actor);
  return companyIdsOf(user).some((id) => managed.includes(id));
}

/**
 * Authority over the person, not only over one membership: what changes them in every company they belong
 * to (e-mail, password, active flag, name, deletion) needs an administrator or a manager of every one of
 * those companies. A manager who shares the user with another company works only on their own company's
 * membership, departments and enrollments, so they cannot take over an account another company relies on.
 */
export function managesAccount(actor: Actor, user: PolicyUser): boolean {
  if (!managesUser(actor, user)) return false;
  if (isAdmin(actor)) return true;
  const managed = managedCompanyIdsInScope(actor);
  return companyIdsOf(user).every((id) => managed.includes(id));
}

const isSelf = (actor: Actor, user: PolicyUser) => actor.user?.id === user.id;

/** A department head sees the learners of the departments they head (in the company they act in), no more. */
export function headsUser(actor: Actor, user: PolicyUser): boolean {
  if (user.role !== 'user') return false;
  const headed = headedDepartmentIdsInScope(actor);
  return (user.department_ids ?? []).some((id) => headed.includes(id));
}

export const userPolicy = definePolicy<PolicyUser, AbilityOf<typeof userContract>>({
  viewAny: signedIn,
  create: (actor) => isAdmin(actor) || isManagerAny(actor),
  view: (actor, user) => isSelf(actor, user) || managesUser(actor, user) || headsUser(actor, user),
  // Everyone may update their own preferences (what they may change is decided by the update schema); every
  // field of the user is the person's own, in every company, so others need authority over the account.
  update: (actor, user) => isSelf(actor, user) || managesAccount(actor, user),
  delete: (actor, user) => !isSelf(actor, user) && managesAccount(actor, user),
  resetPassword: (actor, user) => !isSelf(actor, user) && managesAccount(actor, user),
  // The same rule the Context-User header is held to (platform/auth/impersonation-rule.ts).
  impersonate: (actor, user) => mayActAsUser(actor, user),
  manageCompanies: (actor) => isAdmin(actor),
  // The person's membership of the company acted in (organization users tab: user/manager, remove): anyone
  // they manage there, never themselves (a manager demoting themselves would lose the screen they did it from).
  manageMembership: (actor, user) => !isSelf(actor, user) && managesUser(actor, user),
  // Issue 14: a role (and with it the admin flags) is handed out by super admins only, never to themselves.
  assignRole: (actor, user) => actor.isSuperAdmin && !isSelf(actor, user),
});

/**
 * Who may ask for a change of the user's e-mail address (PATCH /users/{uuid} with `email`): the update rule, and
 * someone who manages the user (themselves included), since a plain learner's own update takes no address
 * (userSelfUpdateSchema). Asked again for whoever asked when the change is confirmed (email-change-authority.ts).
 */
export const mayChangeEmail = (actor: Actor, user: PolicyUser): boolean =>
  userPolicy.item.update(actor, user) && managesUser(actor, user);
