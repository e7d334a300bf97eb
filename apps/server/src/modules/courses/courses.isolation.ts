import { courseRelated } from '../../db/schema/content.ts';
import { demo, isolationEntries, quizOf, ref, t, variantOf, world } from '../../test/isolation-matrix.ts';

/** Company isolation of the courses module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'course-variants',
    row: 'the English variant of the private course',
    why: 'The private course is enrolled only in Nordlys.',
    owner: 'learner',
    privateRow: async () => ref(await variantOf('private')),
    patch: { title: 'Hijacked' },
  },
  {
    segment: 'courses',
    row: 'the private course, with a related course',
    why: 'The private course is enrolled only in Nordlys; the related link gives detach and sync something to remove.',
    owner: 'learner',
    catalogued: {
      why: 'The private course is sold in the shop: every product names the courses it includes.',
    },
    async privateRow() {
      await t.db.insert(courseRelated).values({
        tenant_id: demo.tenantId,
        course_id: world.courses.private.id,
        related_course_id: world.courses.related.id,
      });
      return ref(world.courses.private);
    },
    patch: { name: 'Hijacked' },
  },
  {
    segment: 'course-variant-lessons',
    row: "a lesson's place in the private course's English variant",
    why: 'Part of the private course, enrolled only in Nordlys.',
    owner: 'learner',
    privateRow: async () => ref((await quizOf('private')).variantLesson),
    patch: { sort_order: 99 },
    crossCreates: async () => {
      const quiz = await quizOf('private');
      return [
        { payload: { course_variant_id: quiz.variant.id, lesson_id: (await quizOf('shared')).lesson.id } },
      ];
    },
  },
]);
