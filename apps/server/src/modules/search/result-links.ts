import { href } from '@academy/contracts/routes';
import type { SearchActor } from './define-search.ts';

/**
 * Where each kind of search result leads, for the actor who searched: the one place the links are built.
 * Every link must open a page that exists for that actor. Until the admin and organization screens exist,
 * a course leads to its learner page (which every actor who finds it may read: the search uses the same
 * visibility as the course item) and a person to no page at all. Switch these to
 * `/admin/…` and `/organization/…` when those screens are built.
 */
export const searchResultLinks = {
  course: (_actor: SearchActor, course: { uuid: string }): string | undefined =>
    href('academy.course.show', { course: course.uuid }),
  user: (_actor: SearchActor, _user: { uuid: string }): string | undefined => undefined,
};
