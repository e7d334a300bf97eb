import { isAdmin } from '../../platform/auth/actor.ts';
import { adminOnly, definePolicy, signedIn } from '../../platform/policy/define-policy.ts';

/** Everyone signed in reads the active products (the shop's catalogue); admins write them. */
export const productPolicy = definePolicy<{ is_active: boolean }>({
  viewAny: signedIn,
  create: adminOnly,
  view: (actor, product) => isAdmin(actor) || product.is_active === true,
  update: (actor) => isAdmin(actor),
  delete: (actor) => isAdmin(actor),
});
