import { isAdmin } from '../../platform/auth/actor.ts';
import { adminOnly, definePolicy, signedIn } from '../../platform/policy/define-policy.ts';

/** Everyone signed in reads languages; only administrators change them. */
export const languagePolicy = definePolicy<object>({
  viewAny: signedIn,
  create: adminOnly,
  view: () => true,
  update: (actor) => isAdmin(actor),
  delete: (actor) => isAdmin(actor),
});
