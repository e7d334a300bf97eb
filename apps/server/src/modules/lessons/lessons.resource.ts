import { lessonContract } from '@academy/contracts/entities/lesson';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  blockLessons,
  blocks,
  courseVariantLessons,
  courseVariants,
  lessons,
} from '../../db/schema/content.ts';
import { examinations } from '../../db/schema/learning.ts';
import { languages } from '../../db/schema/tenancy.ts';
import { defineResource, type ResourceContext } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { belongsTo, countOf, manyThrough, summary } from '../../platform/resource/relations.ts';
import {
  readableBlock,
  readableBlockIds,
  readableVariant,
  readerCondition,
  visibleLessonIds,
  visibleThrough,
  visibleVariantIds,
} from '../content-visibility/index.ts';
import {
  createdInParent,
  languageFilter,
  refuseDeleteInUse,
  resolveLanguage,
  withMediaColumn,
} from '../courses/index.ts';
import { lessonLearnerRelation } from '../learning/index.ts';
import { mediaOf } from '../media/index.ts';
import { lessonPolicy } from './lessons.policy.ts';

const forLearners = <T>(context: ResourceContext, condition: () => T) =>
  readerCondition(context.actor, condition);

/** A lesson created from a variant's page takes the variant's language and goes to the end of its lessons. */
const inVariant = createdInParent({
  field: 'course_variant_id',
  parents: courseVariants,
  table: courseVariantLessons,
  parentColumn: courseVariantLessons.course_variant_id,
  childColumn: courseVariantLessons.lesson_id,
  sortColumn: courseVariantLessons.sort_order,
});

export const lessonResource = defineResource(lessonContract, {
  table: lessons,
  policy: lessonPolicy,
  label: { en: 'Lesson', nb: 'Leksjon' },
  richText: ['body'],
  header: (row) => row.title,
  visibility: (actor) => visibleThrough(actor, visibleLessonIds, lessons.id),
  searchColumns: [lessons.title],
  sorts: { title: lessons.title, created_at: lessons.created_at, updated_at: lessons.updated_at },
  defaultSort: 'title',
  filters: {
    language: (value) => languageFilter(lessons.language_id, value),
    is_active: (value) => eq(lessons.is_active, value === 'true' || value === '1'),
    course_variant: (value) =>
      inArray(
        lessons.id,
        sql`(select ${courseVariantLessons.lesson_id} from ${courseVariantLessons} where ${referenceFilter(courseVariantLessons.course_variant_id, courseVariants, value)})`,
      ),
    block: (value) =>
      inArray(
        lessons.id,
        sql`(select ${blockLessons.lesson_id} from ${blockLessons} where ${referenceFilter(blockLessons.block_id, blocks, value)})`,
      ),
  },
  relations: {
    learner: lessonLearnerRelation,
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
    blocks_count: countOf(blockLessons, blockLessons.lesson_id, {
      where: (context) =>
        forLearners(context, () => inArray(blockLessons.block_id, readableBlockIds(context.actor))),
    }),
    blocks: manyThrough(blockLessons, blockLessons.lesson_id, blockLessons.block_id, blocks, {
      orderBy: blockLessons.sort_order,
      linkFields: { sort_order: blockLessons.sort_order },
      where: (context) => forLearners(context, () => readableBlock(context.actor)),
      pick: summary(
        'blocks',
        'block',
        (row) => row.title,
        (row) => ({ is_active: row.is_active, questions_limit: row.questions_limit }),
      ),
    }),
    // "Usage in course variants" (admin lesson tab); learners see only the variants they may read.
    course_variants: manyThrough(
      courseVariantLessons,
      courseVariantLessons.lesson_id,
      courseVariantLessons.course_variant_id,
      courseVariants,
      {
        orderBy: courseVariants.title,
        linkFields: { sort_order: courseVariantLessons.sort_order },
        where: (context) =>
          forLearners(context, () =>
            and(readableVariant(), inArray(courseVariants.id, visibleVariantIds(context.actor) ?? [-1])),
          ),
        pick: summary(
          'course-variants',
          'course_variant',
          (row) => row.title,
          (row) => ({ course_id: row.course_id }),
        ),
      },
    ),
  },
  present: (_row, loaded) => ({
    media_uuid: loaded.media?.uuid ?? null,
    // A lesson may sit in several courses, so it names no enrollment; the course variant's panel does.
    enrollment: null,
    // The learner's latest examination, best and latest score and result in the lesson (learning module).
    enrollment_examination: null,
    enrollment_progress: null,
    enrollment_progress_latest: null,
    enrollment_result: null,
    enrollment_expires_at: null,
    enrollment_passed_in_language: null,
    ...((loaded.learner as object | null) ?? {}),
    learner: undefined,
  }),
  create: {
    prepare: async (input, context) =>
      withMediaColumn(context, await inVariant.prepare(input, context), 'media_id'),
    after: (row, input, context) => inVariant.after(row, input, context),
  },
  update: {
    async prepare(input, context) {
      const values: Record<string, unknown> = { ...input };
      if (input.language_id !== undefined)
        values.language_id = await resolveLanguage(context, input.language_id);
      return withMediaColumn(context, values, 'media_id');
    },
  },
  // A lesson learners have taken quizzes in keeps their history; deactivate it instead.
  beforeDelete: (row, context) =>
    refuseDeleteInUse(context, row.id, [[examinations, examinations.lesson_id]]),
  links: {
    blocks: {
      table: blockLessons,
      ownerColumn: blockLessons.lesson_id,
      targetColumn: blockLessons.block_id,
      targetTable: blocks,
      sortColumn: blockLessons.sort_order,
      appendOnAttach: true,
      relations: ['blocks', 'block-lessons'],
    },
  },
  writeRelations: ['lessons', 'course-variants'],
});
