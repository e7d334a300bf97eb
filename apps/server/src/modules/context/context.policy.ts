import { type Actor, isAdmin } from '../../platform/auth/actor.ts';

/*
 * The admin flags the context and the 403 diagnostic report of the caller. The web decides nothing from them
 * (it asks `permissions`); they say who the caller is.
 */

/** An admin or a super admin counts as an administrator. */
export const countsAsAdministrator = (actor: Actor) => isAdmin(actor);

export const countsAsSuperAdministrator = (actor: Actor) => actor.isSuperAdmin;
