import { eq } from 'drizzle-orm';
import { userBooks } from '../../db/schema/learning.ts';
import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import { adminOnly, definePolicy, signedIn } from '../../platform/policy/define-policy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';

/** What the rules read of a user's book. */
type UserBookRow = Pick<RowOf<typeof userBooks>, 'user_id'>;

/**
 * A user-book is a personal purchase or gift: its owner reads it; admins manage them. Managers do not
 * see what people bought for themselves (the company's own books are company-books).
 */
export const userBookPolicy = definePolicy<UserBookRow>({
  viewAny: signedIn,
  create: adminOnly,
  view: (actor, userBook) => isAdmin(actor) || userBook.user_id === actor.user?.id,
  update: (actor) => isAdmin(actor),
  delete: (actor) => isAdmin(actor),
});

/** The user-books an actor reaches (the resource's visibility): admins all, others their own. */
export const userBooksInView = (actor: Actor) =>
  isAdmin(actor) ? undefined : eq(userBooks.user_id, actor.user?.id ?? -1);
