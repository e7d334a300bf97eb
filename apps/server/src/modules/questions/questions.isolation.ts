import { asc, eq } from 'drizzle-orm';
import { questionAlternatives, questions } from '../../db/schema/content.ts';
import { foundRow, isolationEntries, quizOf, ref, t } from '../../test/isolation-matrix.ts';

/** Company isolation of the questions module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'questions',
    row: 'a question of a block of the private course',
    why: 'Questions hold the answers: administrators only, whatever company’s course uses them.',
    owner: 'admin',
    privateRow: async () =>
      foundRow(questions, eq(questions.id, (await quizOf('private')).question.question_id)),
    patch: { text: 'Hijacked?' },
  },
  {
    segment: 'question_alternatives',
    row: 'an alternative of that question',
    why: 'Alternatives say which answer is correct: administrators only.',
    owner: 'admin',
    async privateRow() {
      const [row] = await t.db
        .select()
        .from(questionAlternatives)
        .where(eq(questionAlternatives.question_id, (await quizOf('private')).question.question_id))
        .orderBy(asc(questionAlternatives.sort_order))
        .limit(1);
      return ref(row);
    },
    patch: { text: 'Hijacked' },
    // The bulk update (spec §7) is its own route; it must refuse the same people.
    extraWrites: async (row) => {
      const [, other] = await t.db
        .select()
        .from(questionAlternatives)
        .where(eq(questionAlternatives.question_id, (await quizOf('private')).question.question_id))
        .orderBy(asc(questionAlternatives.sort_order));
      return [
        {
          method: 'PATCH',
          url: `/api/v1/question_alternatives/${row.id},${other.id}`,
          payload: [
            { id: row.id, is_correct: 1 },
            { id: other.id, is_correct: 1 },
          ],
        },
      ];
    },
  },
]);
