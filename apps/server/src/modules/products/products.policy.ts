import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/learning.ts';
import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import { adminOnly, definePolicy, signedIn } from '../../platform/policy/define-policy.ts';

/** Everyone signed in reads the active products (the shop's catalogue); admins write them. */
export const productPolicy = definePolicy<{ is_active: boolean }>({
  viewAny: signedIn,
  create: adminOnly,
  view: (actor, product) => isAdmin(actor) || product.is_active === true,
  update: (actor) => isAdmin(actor),
  delete: (actor) => isAdmin(actor),
});

/** The products an actor reaches (the resource's visibility): admins all, everyone else the active ones. */
export const productsInView = (actor: Actor) => (isAdmin(actor) ? undefined : eq(products.is_active, true));
