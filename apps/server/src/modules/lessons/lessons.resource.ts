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
import { isAdmin } from '../../platform/auth/actor.ts';
import { defineResource, type ResourceContext } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, countOf, manyThrough, summary } from '../../platform/resource/relations.ts';
import {
  readableBlock,
  readableBlockIds,
  readableVariant,
  visibleLessonIds,
  visibleThrough,
  visibleVariantIds,
} from '../content-visibility/index.ts';
import {
  languageFilter,
  nextSortOrder,
  refuseDeleteInUse,
  resolveLanguage,
  withMediaColumn,
} from '../courses/index.ts';
import { lessonLearnerRelation } from '../learning/index.ts';
import { mediaOf } from '../media/index.ts';
import { lessonPolicy } from './lessons.policy.ts';

const forLearners = <T>(context: ResourceContext, condition: () => T) =>
  isAdmin(context.actor) ? undefined : condition();

/** The variant a lesson is created in, when it is created from the variant's page. */
async function creatingVariant(context: ResourceContext, key: unknown) {
  if (key === undefined) return null;
  const id = await resolveReference(context, courseVariants, key, 'course_variant_id');
  const [variant] = await context.db.select().from(courseVariants).where(eq(courseVariants.id, id));
  return variant;
}

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
    media_uuid: (loaded.media as { uuid?: string } | null)?.uuid ?? null,
    // A lesson may sit in several courses, so it names no enrollment; the course variant's panel does.
    enrollment: null,
    // The learner's latest examination, best and latest score and result in the lesson (learning module).
    enrollment_examination: null,
    enrollment_progress: null,
    enrollment_progress_latest: null,
    enrollment_result: null,
    enrollment_expires_at: null,
    ...((loaded.learner as object | null) ?? {}),
    learner: undefined,
  }),
  create: {
    async prepare(input, context) {
      const { course_variant_id: variantKey, ...values } = input;
      const variant = await creatingVariant(context, variantKey);
      const languageId = await resolveLanguage(context, values.language_id ?? variant?.language_id);
      return withMediaColumn(context, { ...values, language_id: languageId }, 'media_id');
    },
    async after(row, input, context) {
      const variant = await creatingVariant(context, input.course_variant_id);
      if (!variant) return;
      const sortOrder = await nextSortOrder(
        context,
        courseVariantLessons,
        courseVariantLessons.course_variant_id,
        courseVariantLessons.sort_order,
        variant.id,
      );
      await context.db.insert(courseVariantLessons).values({
        tenant_id: context.actor.tenantId,
        course_variant_id: variant.id,
        lesson_id: row.id,
        sort_order: sortOrder,
      });
    },
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
