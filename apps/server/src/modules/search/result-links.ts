import { href } from '@academy/contracts/routes';
import { isAdmin } from '../../platform/auth/actor.ts';
import type { SearchActor } from './define-search.ts';

/**
 * Where each kind of search result leads, for the actor who searched: the one place the links are built.
 * Every link must open a page that exists for that actor. Administrators open the admin pages (a course's and
 * a person's take the id, spec §2). Others open a course's learner page (which every actor who finds it may
 * read: the search uses the same visibility as the course item), and a person their page in the organization
 * area (only managers find people, and only those of the company they act in).
 */
export const searchResultLinks = {
  course: (actor: SearchActor, course: { id: number; uuid: string }): string | undefined =>
    isAdmin(actor)
      ? href('admin.course.update', { course: course.id })
      : href('academy.course.show', { course: course.uuid }),
  // Admins open the user's admin page (issue 14; its address takes the id); managers the person's page in the
  // organization area, which takes the id as well.
  user: (actor: SearchActor, user: { id: number; uuid: string }): string | undefined =>
    isAdmin(actor)
      ? href('admin.user.update', { user: user.id })
      : href('organization.user.show', { user: user.id }),
};
