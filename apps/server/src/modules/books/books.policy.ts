import { isAdmin } from '../../platform/auth/actor.ts';
import { adminOnly, definePolicy, signedIn } from '../../platform/policy/define-policy.ts';

/** The knowledge base is a catalogue: everyone signed in reads active books and chapters; admins write. */
export const bookPolicy = definePolicy<{ is_active: boolean }>({
  viewAny: signedIn,
  create: adminOnly,
  view: (actor, book) => isAdmin(actor) || book.is_active === true,
  update: (actor) => isAdmin(actor),
  delete: (actor) => isAdmin(actor),
});
