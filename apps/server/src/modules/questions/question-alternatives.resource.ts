import { questionAlternativeContract } from '@academy/contracts/entities/question';
import { eq } from 'drizzle-orm';
import { questionAlternatives, questions } from '../../db/schema/content.ts';
import { examinationAnswers } from '../../db/schema/learning.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { authorsOnly, seesAllContent } from '../content-visibility/index.ts';
import { nextSortOrder, refuseDeleteInUse } from '../courses/index.ts';
import { cloneQuestionAlternative } from './clone-question-alternative.ts';
import { questionAlternativePolicy } from './questions.policy.ts';

export const questionAlternativeResource = defineResource(questionAlternativeContract, {
  table: questionAlternatives,
  policy: questionAlternativePolicy,
  label: { en: 'Alternative', nb: 'Svaralternativ' },
  header: (row) => row.text,
  visibility: authorsOnly,
  searchColumns: [questionAlternatives.text],
  sorts: { sort_order: questionAlternatives.sort_order, created_at: questionAlternatives.created_at },
  defaultSort: 'sort_order',
  filters: {
    question: (value) => referenceFilter(questionAlternatives.question_id, questions, value),
    is_correct: (value) => eq(questionAlternatives.is_correct, value === 'true' || value === '1' ? 1 : 0),
  },
  relations: {
    question: belongsTo(questions, 'question_id', {
      always: true,
      pick: summary('questions', 'question', (row) => row.text),
    }),
  },
  // Belt and braces: the resource is for administrators only, and the answer never leaves for anyone else.
  present: (_row, _loaded, actor) => (seesAllContent(actor) ? {} : { is_correct: undefined }),
  create: {
    async prepare(input, context) {
      const questionId = await resolveReference(context, questions, input.question_id, 'question_id');
      const sortOrder =
        input.sort_order ??
        (await nextSortOrder(
          context,
          questionAlternatives,
          questionAlternatives.question_id,
          questionAlternatives.sort_order,
          questionId,
        ));
      return { ...input, question_id: questionId, sort_order: sortOrder };
    },
  },
  update: {},
  clone: cloneQuestionAlternative,
  // An alternative learners have chosen stays for their examination history.
  beforeDelete: (row, context) =>
    refuseDeleteInUse(context, row.id, [[examinationAnswers, examinationAnswers.alternative_id]]),
  writeRelations: ['question_alternatives', 'questions'],
});
