import { href } from '@academy/contracts/routes';
import { isAdmin } from '../../platform/auth/actor.ts';
import type { SearchActor } from './define-search.ts';

/**
 * Where each kind of search result leads, for the actor who searched: the one place the links are built.
 * Every link must open a page that exists for that actor. A course leads to its learner page (which every
 * actor who finds it may read: the search uses the same visibility as the course item); a person to their
 * admin page for administrators, and nowhere for managers until the organization screens exist.
 */
export const searchResultLinks = {
  course: (_actor: SearchActor, course: { uuid: string }): string | undefined =>
    href('academy.course.show', { course: course.uuid }),
  // Admins open the user's admin page (issue 14; its address takes the id); managers get a link once the
  // organization area's user screen exists.
  user: (actor: SearchActor, user: { id: number; uuid: string }): string | undefined =>
    isAdmin(actor) ? href('admin.user.update', { user: user.id }) : undefined,
};
