import { type Actor, isAdmin, isManagerAny, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { definePolicy, signedIn } from '../../platform/policy/define-policy.ts';
import type { Row } from '../../platform/resource/define-resource.ts';

/** The user row as policies see it: the ids of the companies the user belongs to are computed with it. */
const companyIdsOf = (user: Row): number[] => (Array.isArray(user.company_ids) ? user.company_ids : []);

/** A manager manages a user who belongs to one of the companies they manage, unless the user is an administrator. */
export function managesUser(actor: Actor, user: Row): boolean {
  if (isAdmin(actor)) return actor.isSuperAdmin || user.role !== 'super_admin';
  if (user.role !== 'user') return false;
  const managed = managedCompanyIdsInScope(actor);
  return companyIdsOf(user).some((id) => managed.includes(id));
}

const isSelf = (actor: Actor, user: Row) => actor.user?.id === user.id;

export const userPolicy = definePolicy<Row>({
  viewAny: signedIn,
  create: (actor) => isAdmin(actor) || isManagerAny(actor),
  view: (actor, user) => isSelf(actor, user) || managesUser(actor, user),
  // Everyone may update their own preferences; what they may change is decided by the update schema.
  update: (actor, user) => isSelf(actor, user) || managesUser(actor, user),
  delete: (actor, user) =>
    !isSelf(actor, user) &&
    managesUser(actor, user) &&
    (isAdmin(actor) || companyIdsOf(user).every((id) => managedCompanyIdsInScope(actor).includes(id))),
  resetPassword: (actor, user) => !isSelf(actor, user) && managesUser(actor, user),
  impersonate: (actor, user) =>
    isAdmin(actor) && !isSelf(actor, user) && (actor.isSuperAdmin || user.role === 'user'),
  manageCompanies: (actor) => isAdmin(actor),
});
