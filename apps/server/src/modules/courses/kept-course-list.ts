import type { Actor } from '../../platform/auth/actor.ts';
import type { AnyResource } from '../../platform/resource/define-resource.ts';
import { seesAllContent } from '../content-visibility/index.ts';
import { learnerPageValidUntil } from '../learning/index.ts';

/**
 * The learner's course list, kept (issue 26): the page a learner opens first and again after every lesson, whose
 * statements (the page, the standing, the variants) cost a dozen primary-key reads. Kept for people signed in as
 * themselves who do not author content; its rows, the learner's standing and these relations read only tables
 * whose changes the database notes (migration 0033, and kept-course-list.test.ts checks that every table these
 * pages read is among them). `overview` counts other people's progress: a page asking for it is computed. A kept
 * page's signed image links (media-url.ts) were signed for an hour or more, and the page lives a quarter hour at
 * most (learnerPageValidUntil).
 */
export const keptCourseList: NonNullable<AnyResource['keptList']> = {
  keeps: (actor: Actor) =>
    actor.principal.kind === 'user' && actor.user && !seesAllContent(actor)
      ? { tenantId: actor.tenantId, userId: actor.user.id }
      : null,
  relations: ['variants_count', 'languages', 'variant', 'image', 'variants', 'related'],
  validUntil: (context) =>
    learnerPageValidUntil(context.db, context.actor.user?.id ?? 0, context.services.clock.now()),
};
