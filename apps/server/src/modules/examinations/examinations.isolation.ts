import { examinations } from '../../db/schema/learning.ts';
import { demo, isolationEntries, personalEnrollment, quizOf, ref, t } from '../../test/isolation-matrix.ts';

/** Company isolation of the examinations module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'examinations',
    row: "learner@'s open examination in the private course, in Nordlys",
    why: 'Read by its owner and the managers of its company; changed only through its owner’s quiz routes.',
    owner: 'learner',
    async privateRow() {
      const quiz = await quizOf('private');
      const [row] = await t.db
        .insert(examinations)
        .values({
          tenant_id: demo.tenantId,
          user_id: demo.user('learner').id,
          company_id: demo.nordlys.id,
          course_variant_id: quiz.variant.id,
          lesson_id: quiz.lesson.id,
          enrollment_id: (await personalEnrollment()).id,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          pass_mark: quiz.lesson.pass_mark,
        })
        .returning();
      return ref(row);
    },
  },
]);
