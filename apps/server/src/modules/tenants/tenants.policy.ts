import { isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy, never, signedIn } from '../../platform/policy/define-policy.ts';

/** Everyone signed in reads their own tenant; administrators change its settings. Tenants are created by operators. */
export const tenantPolicy = definePolicy<object>({
  viewAny: signedIn,
  create: never,
  view: () => true,
  update: (actor) => isAdmin(actor),
  delete: never,
});
