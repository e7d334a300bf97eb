import { isAdmin } from '../../platform/auth/actor.ts';
import { adminOnly, definePolicy, type ItemRule, signedIn } from '../../platform/policy/define-policy.ts';

const admin: ItemRule<object> = (actor) => isAdmin(actor);

/**
 * Learning content (courses, variants, lessons, blocks and their links): administrators author it, the
 * people it is enrolled for read it. Reading is decided by each resource's visibility(): a row reaches a
 * non-administrator only when it belongs to a course enrolled for them, so whatever they reach they may view.
 */
export function authoredContentPolicy<A extends string = never>(extra = {} as Record<A, ItemRule<object>>) {
  return definePolicy<object, A>({
    viewAny: signedIn,
    create: adminOnly,
    view: () => true,
    update: admin,
    delete: admin,
    ...extra,
  });
}

/** Content only administrators read and write: questions, alternatives (they hold the answers) and passports. */
export function adminContentPolicy<A extends string = never>(extra = {} as Record<A, ItemRule<object>>) {
  return definePolicy<object, A>({
    viewAny: adminOnly,
    create: adminOnly,
    view: admin,
    update: admin,
    delete: admin,
    ...extra,
  });
}

export const administrators = admin;
