import { type Actor, belongsTo, isAdmin } from '../../platform/auth/actor.ts';

/**
 * Whether the actor finds a company named in a reminder route: administrators any, anyone else only one they
 * belong to (DESIGN §4: never reveal another company's ids). Whom they reach in it is companyReach's.
 */
export const findsCompanyForReminders = (actor: Actor, companyId: number) =>
  isAdmin(actor) || belongsTo(actor, companyId);

/** A failed delivery's error is the platform's detail: administrators read it, managers and heads do not. */
export const readsDeliveryErrors = (actor: Actor) => isAdmin(actor);
