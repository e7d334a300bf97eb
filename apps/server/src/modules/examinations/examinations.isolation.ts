import { examinations } from '../../db/schema/learning.ts';
import {
  insertedRow,
  isolationEntries,
  learnerInNordlys,
  personalEnrollment,
  quizOf,
} from '../../test/isolation-matrix.ts';

/** Company isolation of the examinations module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'examinations',
    row: "learner@'s open examination in the private course, in Nordlys",
    why: 'Read by its owner and the managers of its company; changed only through its owner’s quiz routes.',
    owner: 'learner',
    async privateRow() {
      const quiz = await quizOf('private');
      return insertedRow(examinations, {
        ...learnerInNordlys(),
        course_variant_id: quiz.variant.id,
        lesson_id: quiz.lesson.id,
        enrollment_id: (await personalEnrollment()).id,
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        pass_mark: quiz.lesson.pass_mark,
      });
    },
  },
]);
