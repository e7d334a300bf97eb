import { type Actor, isAdmin } from '../../platform/auth/actor.ts';

/**
 * Statistics are the administrators' (admin, super admin): figures across companies are theirs alone (spec §6:
 * the admin area is for administrators).
 */
export const readsStatistics = (actor: Actor) => isAdmin(actor);
