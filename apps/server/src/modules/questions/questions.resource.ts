import { questionContract } from '@academy/contracts/entities/question';
import { eq, inArray, sql } from 'drizzle-orm';
import { blockQuestions, blocks, questionAlternatives, questions } from '../../db/schema/content.ts';
import { examinationAnswers, examinationQuestions } from '../../db/schema/learning.ts';
import { languages } from '../../db/schema/tenancy.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { belongsTo, countOf, hasMany, manyThrough, summary } from '../../platform/resource/relations.ts';
import { authorsOnly } from '../content-visibility/index.ts';
import { createdInParent, languageFilter, refuseDeleteInUse } from '../courses/index.ts';
import { cloneQuestion } from './clone-question.ts';
import { prepareQuestionChanges } from './question-values.ts';
import { questionPolicy } from './questions.policy.ts';

/** A question created from a block's page takes the block's language and goes to the end of its questions. */
const inBlock = createdInParent({
  field: 'block_id',
  parents: blocks,
  table: blockQuestions,
  parentColumn: blockQuestions.block_id,
  childColumn: blockQuestions.question_id,
  sortColumn: blockQuestions.sort_order,
});

export const questionResource = defineResource(questionContract, {
  table: questions,
  policy: questionPolicy,
  label: { en: 'Question', nb: 'Spørsmål' },
  header: (row) => row.text,
  visibility: authorsOnly,
  searchColumns: [questions.text, questions.hint],
  sorts: { text: questions.text, created_at: questions.created_at, updated_at: questions.updated_at },
  defaultSort: '-created_at',
  filters: {
    language: (value) => languageFilter(questions.language_id, value),
    block: (value) =>
      inArray(
        questions.id,
        sql`(select ${blockQuestions.question_id} from ${blockQuestions} where ${referenceFilter(blockQuestions.block_id, blocks, value)})`,
      ),
  },
  relations: {
    language: belongsTo(languages, 'language_id', {
      always: true,
      pick: summary(
        'languages',
        'language',
        (row) => row.name,
        (row) => ({ code: row.code }),
      ),
    }),
    alternatives: hasMany(questionAlternatives, questionAlternatives.question_id, {
      always: true,
      orderBy: questionAlternatives.sort_order,
      pick: (row) => ({
        id: row.id,
        uuid: row.uuid,
        fqmi: `question_alternatives:${row.uuid}|question_alternative`,
        header: row.text,
        question_id: row.question_id,
        text: row.text,
        sort_order: row.sort_order,
        is_correct: row.is_correct,
      }),
    }),
    alternatives_count: countOf(questionAlternatives, questionAlternatives.question_id),
    correct_alternatives_count: countOf(questionAlternatives, questionAlternatives.question_id, {
      where: () => eq(questionAlternatives.is_correct, 1),
    }),
    blocks: manyThrough(blockQuestions, blockQuestions.question_id, blockQuestions.block_id, blocks, {
      orderBy: blocks.title,
      pick: summary('blocks', 'block', (row) => row.title),
    }),
  },
  present: (_row, loaded) => ({
    multiple_correct_alternatives: Number(loaded.correct_alternatives_count ?? 0) > 1,
    // Only the flag above is part of the entity; `undefined` leaves the helper count out of the JSON.
    correct_alternatives_count: undefined,
  }),
  create: {
    prepare: (input, context) => {
      const { alternatives: _alternatives, ...values } = input;
      return inBlock.prepare(values, context);
    },
    async after(row, input, context) {
      const alternatives = input.alternatives ?? [];
      if (alternatives.length) {
        await context.db.insert(questionAlternatives).values(
          alternatives.map((alternative, index) => ({
            tenant_id: context.actor.tenantId,
            question_id: row.id,
            text: alternative.text,
            sort_order: alternative.sort_order ?? index + 1,
            is_correct: alternative.is_correct ?? 0,
          })),
        );
      }
      await inBlock.after(row, input, context);
    },
  },
  update: {
    prepare: (input, context) => prepareQuestionChanges(input, context),
  },
  clone: cloneQuestion,
  // Learners' examinations and answers point at the question; it stays for their history.
  beforeDelete: (row, context) =>
    refuseDeleteInUse(context, row.id, [
      [examinationQuestions, examinationQuestions.question_id],
      [examinationAnswers, examinationAnswers.question_id],
    ]),
  writeRelations: ['questions', 'blocks'],
});
