import { blockContract } from '@academy/contracts/entities/block';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  blockKnowledgeBase,
  blockLessons,
  blockQuestions,
  blocks,
  books,
  lessons,
  questions,
} from '../../db/schema/content.ts';
import { examinationQuestions } from '../../db/schema/learning.ts';
import { languages } from '../../db/schema/tenancy.ts';
import { defineResource, type ResourceContext } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { belongsTo, countOf, manyThrough, restrictedTo, summary } from '../../platform/resource/relations.ts';
import {
  readerCondition,
  seesAllContent,
  visibleBlockIds,
  visibleLessonIds,
  visibleThrough,
} from '../content-visibility/index.ts';
import { createdInParent, languageFilter, refuseDeleteInUse, withMediaColumn } from '../courses/index.ts';
import { mediaOf } from '../media/index.ts';
import { blockPassports } from './block-passports-loader.ts';
import { prepareBlockChanges } from './block-values.ts';
import { blockPolicy } from './blocks.policy.ts';
import { cloneBlock } from './clone-block.ts';

/** Who reads a block's questions and passports: its authors. */
const authors = (context: ResourceContext) => seesAllContent(context.actor);

/** A block created from a lesson's page takes the lesson's language and goes to the end of its blocks. */
const inLesson = createdInParent({
  field: 'lesson_id',
  parents: lessons,
  table: blockLessons,
  parentColumn: blockLessons.lesson_id,
  childColumn: blockLessons.block_id,
  sortColumn: blockLessons.sort_order,
});

export const blockResource = defineResource(blockContract, {
  table: blocks,
  policy: blockPolicy,
  label: { en: 'Block', nb: 'Blokk' },
  richText: ['body'],
  header: (row) => row.title,
  visibility: (actor) => visibleThrough(actor, visibleBlockIds, blocks.id),
  searchColumns: [blocks.title],
  sorts: { title: blocks.title, created_at: blocks.created_at, updated_at: blocks.updated_at },
  defaultSort: 'title',
  filters: {
    language: (value) => languageFilter(blocks.language_id, value),
    is_active: (value) => eq(blocks.is_active, value === 'true' || value === '1'),
    lesson: (value) =>
      inArray(
        blocks.id,
        sql`(select ${blockLessons.block_id} from ${blockLessons} where ${referenceFilter(blockLessons.lesson_id, lessons, value)})`,
      ),
    question: (value) =>
      inArray(
        blocks.id,
        sql`(select ${blockQuestions.block_id} from ${blockQuestions} where ${referenceFilter(blockQuestions.question_id, questions, value)})`,
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
    media: mediaOf('media_id'),
    questions_count: countOf(blockQuestions, blockQuestions.block_id),
    // Learners get questions through examinations (with the answers kept back), never from the block.
    questions: restrictedTo(
      authors,
      manyThrough(blockQuestions, blockQuestions.block_id, blockQuestions.question_id, questions, {
        orderBy: blockQuestions.sort_order,
        linkFields: { sort_order: blockQuestions.sort_order },
        pick: summary(
          'questions',
          'question',
          (row) => row.text,
          (row) => ({ text: row.text, hint: row.hint }),
        ),
      }),
    ),
    passports: blockPassports,
    lessons: manyThrough(blockLessons, blockLessons.block_id, blockLessons.lesson_id, lessons, {
      orderBy: lessons.title,
      linkFields: { sort_order: blockLessons.sort_order },
      where: (context) =>
        readerCondition(context.actor, () => inArray(lessons.id, visibleLessonIds(context.actor) ?? [-1])),
      pick: summary('lessons', 'lesson', (row) => row.title),
    }),
    knowledge_base: manyThrough(
      blockKnowledgeBase,
      blockKnowledgeBase.block_id,
      blockKnowledgeBase.book_id,
      books,
      {
        orderBy: blockKnowledgeBase.sort_order,
        linkFields: { sort_order: blockKnowledgeBase.sort_order },
        pick: summary(
          'books',
          'book',
          (row) => row.name,
          (row) => ({ parent_id: row.parent_id }),
        ),
      },
    ),
  },
  present: (_row, loaded) => ({ media_uuid: loaded.media?.uuid ?? null }),
  create: {
    prepare: async (input, context) =>
      withMediaColumn(context, await inLesson.prepare(input, context), 'media_id'),
    after: (row, input, context) => inLesson.after(row, input, context),
  },
  update: { prepare: (input, context) => prepareBlockChanges(input, context) },
  clone: cloneBlock,
  // Examinations drawn from the block keep their questions; deactivate the block instead.
  beforeDelete: (row, context) =>
    refuseDeleteInUse(context, row.id, [[examinationQuestions, examinationQuestions.block_id]]),
  links: {
    questions: {
      table: blockQuestions,
      ownerColumn: blockQuestions.block_id,
      targetColumn: blockQuestions.question_id,
      targetTable: questions,
      sortColumn: blockQuestions.sort_order,
      appendOnAttach: true,
      relations: ['questions'],
    },
    knowledge_base: {
      table: blockKnowledgeBase,
      ownerColumn: blockKnowledgeBase.block_id,
      targetColumn: blockKnowledgeBase.book_id,
      targetTable: books,
      sortColumn: blockKnowledgeBase.sort_order,
      appendOnAttach: true,
      relations: ['block-knowledge-base', 'books'],
    },
  },
  writeRelations: ['blocks', 'lessons'],
});
