import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import { adminOnly, definePolicy, never } from '../../platform/policy/define-policy.ts';

/** The audit trail: administrators read it; nobody changes or deletes it through the API. */
export const incidentPolicy = definePolicy<object>({
  viewAny: adminOnly,
  create: never,
  view: (actor) => isAdmin(actor),
  update: never,
  delete: never,
});

/** Which incidents, live or archived, an actor reaches: administrators all, anyone else none. */
export const incidentsInView = (actor: Actor) => (isAdmin(actor) ? undefined : false);
