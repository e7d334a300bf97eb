import { href } from '@academy/contracts/routes';
import type { SearchActor } from './define-search.ts';
import { leadsInCompany, searchesAsAdministrator } from './search.policy.ts';

/**
 * Where each kind of search result leads, for the actor who searched: the one place the links are built.
 * Every link must open a page that exists for that actor. Administrators open the admin pages (a course's and
 * a person's take the id, spec §2). Managers and department heads acting in a company open the company's view
 * of the course (organization.course.show, issue 14: who is enrolled and how they stand); learners the course's
 * learner page. Both read the course item, whose visibility the search shares, so the page exists for them.
 * A person opens their page in the organization area (only managers and department heads find people, and
 * only those they may open in the company they act in).
 */
export const searchResultLinks = {
  course: (actor: SearchActor, course: { id: number; uuid: string }): string | undefined =>
    searchesAsAdministrator(actor)
      ? href('admin.course.update', { course: course.id })
      : leadsInCompany(actor)
        ? href('organization.course.show', { course: course.uuid })
        : href('academy.course.show', { course: course.uuid }),
  // Admins open the user's admin page (issue 14; its address takes the id); managers and heads the person's
  // page in the organization area, which takes the id as well.
  user: (actor: SearchActor, user: { id: number; uuid: string }): string | undefined =>
    searchesAsAdministrator(actor)
      ? href('admin.user.update', { user: user.id })
      : href('organization.user.show', { user: user.id }),
};
