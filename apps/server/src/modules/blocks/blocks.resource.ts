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
import { isAdmin } from '../../platform/auth/actor.ts';
import { defineResource, type ResourceContext } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, countOf, manyThrough, restrictedTo, summary } from '../../platform/resource/relations.ts';
import { visibleBlockIds, visibleLessonIds, visibleThrough } from '../content-visibility/index.ts';
import {
  languageFilter,
  nextSortOrder,
  refuseDeleteInUse,
  resolveLanguage,
  withMediaColumn,
} from '../courses/index.ts';
import { mediaOf } from '../media/index.ts';
import { blockPassports } from './block-passports-loader.ts';
import { prepareBlockChanges } from './block-values.ts';
import { blockPolicy } from './blocks.policy.ts';
import { cloneBlock } from './clone-block.ts';

const administrators = (context: ResourceContext) => isAdmin(context.actor);

/** The lesson a block is created in, when it is created from the lesson's page. */
async function creatingLesson(context: ResourceContext, key: unknown) {
  if (key === undefined) return null;
  const id = await resolveReference(context, lessons, key, 'lesson_id');
  const [lesson] = await context.db.select().from(lessons).where(eq(lessons.id, id));
  return lesson;
}

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
      administrators,
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
        isAdmin(context.actor) ? undefined : inArray(lessons.id, visibleLessonIds(context.actor) ?? [-1]),
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
  present: (_row, loaded) => ({ media_uuid: (loaded.media as { uuid?: string } | null)?.uuid ?? null }),
  create: {
    async prepare(input, context) {
      const { lesson_id: lessonKey, ...values } = input;
      const lesson = await creatingLesson(context, lessonKey);
      const languageId = await resolveLanguage(context, values.language_id ?? lesson?.language_id);
      return withMediaColumn(context, { ...values, language_id: languageId }, 'media_id');
    },
    async after(row, input, context) {
      const lesson = await creatingLesson(context, input.lesson_id);
      if (!lesson) return;
      const sortOrder = await nextSortOrder(
        context,
        blockLessons,
        blockLessons.lesson_id,
        blockLessons.sort_order,
        lesson.id,
      );
      await context.db.insert(blockLessons).values({
        tenant_id: context.actor.tenantId,
        block_id: row.id,
        lesson_id: lesson.id,
        sort_order: sortOrder,
      });
    },
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
