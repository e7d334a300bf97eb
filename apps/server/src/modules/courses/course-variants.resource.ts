import type { ItemOf } from '@academy/contracts/common/resource-contract';
import { courseVariantContract } from '@academy/contracts/entities/course-variant';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { courses, courseVariantLessons, courseVariants, lessons } from '../../db/schema/content.ts';
import { examinations } from '../../db/schema/learning.ts';
import { languages } from '../../db/schema/tenancy.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { defineResource, type ResourceContext } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, countOf, manyThrough, summary } from '../../platform/resource/relations.ts';
import {
  readerCondition,
  seesAllContent,
  visibleThrough,
  visibleVariantIds,
} from '../content-visibility/index.ts';
import { noLearnerFields, variantLearnerRelation, variantLessonResultsRelation } from '../learning/index.ts';
import { mediaOf } from '../media/index.ts';
import { courseVariantPolicy } from './courses.policy.ts';
import { languageFilter, resolveLanguage } from './language-reference.ts';
import { imageUpload, withMediaColumn } from './media-reference.ts';
import { refuseDeleteInUse } from './refuse-delete-in-use.ts';
import { variantLanguageGaps } from './variant-language-gaps.ts';

/** A course has one variant per language. */
async function assertLanguageFree(
  context: ResourceContext,
  courseId: number,
  languageId: number,
  exceptId?: number,
) {
  const [taken] = await context.db
    .select({ id: courseVariants.id })
    .from(courseVariants)
    .where(
      and(
        eq(courseVariants.course_id, courseId),
        eq(courseVariants.language_id, languageId),
        exceptId ? ne(courseVariants.id, exceptId) : undefined,
      ),
    );
  if (taken) throw fieldError('language_id', 'validation.variant_exists');
}

/** Learners see only the active lessons of a variant. */
const activeLessonsFor = (context: ResourceContext) =>
  readerCondition(context.actor, () => eq(lessons.is_active, true));
const activeLessonIds = (context: ResourceContext) =>
  readerCondition(context.actor, () =>
    inArray(
      courseVariantLessons.lesson_id,
      context.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.is_active, true)),
    ),
  );

const administrativeOnly = ['internal_notes'];

export const courseVariantResource = defineResource(courseVariantContract, {
  table: courseVariants,
  policy: courseVariantPolicy,
  label: { en: 'Course variant', nb: 'Kursvariant' },
  richText: ['body'],
  header: (row) => row.title,
  visibility: (actor) => visibleThrough(actor, visibleVariantIds, courseVariants.id),
  // The form's `image` file becomes the image (kept as media with its variants).
  uploads: { image: 'image' },
  searchColumns: [courseVariants.title],
  sorts: {
    title: courseVariants.title,
    created_at: courseVariants.created_at,
    updated_at: courseVariants.updated_at,
  },
  defaultSort: 'title',
  filters: {
    course: (value) => referenceFilter(courseVariants.course_id, courses, value),
    language: (value) => languageFilter(courseVariants.language_id, value),
    is_active: (value) => eq(courseVariants.is_active, value === 'true' || value === '1'),
    status: (value) => eq(courseVariants.status, value as 'draft'),
  },
  relations: {
    learner: variantLearnerRelation,
    lesson_results: variantLessonResultsRelation,
    language: belongsTo(languages, 'language_id', {
      always: true,
      pick: summary(
        'languages',
        'language',
        (row) => row.name,
        (row) => ({ code: row.code }),
      ),
    }),
    course: belongsTo(courses, 'course_id', {
      always: true,
      pick: summary(
        'courses',
        'course',
        (row) => row.name,
        (row) => ({ code: row.code }),
      ),
    }),
    image: mediaOf('image_id'),
    lessons_count: countOf(courseVariantLessons, courseVariantLessons.course_variant_id, {
      where: activeLessonIds,
    }),
    language_gaps: variantLanguageGaps,
    lessons: manyThrough(
      courseVariantLessons,
      courseVariantLessons.course_variant_id,
      courseVariantLessons.lesson_id,
      lessons,
      {
        orderBy: courseVariantLessons.sort_order,
        linkFields: { sort_order: courseVariantLessons.sort_order },
        where: activeLessonsFor,
        pick: summary(
          'lessons',
          'lesson',
          (row) => row.title,
          (row) => ({ pass_mark: row.pass_mark, is_active: row.is_active }),
        ),
      },
    ),
  },
  present: (_row, loaded, actor) => {
    const results = loaded.lesson_results;
    return {
      course_uuid: loaded.course?.uuid ?? null,
      // Internal notes are the authors' own; `undefined` leaves the field out of the JSON.
      ...(seesAllContent(actor)
        ? {}
        : Object.fromEntries(administrativeOnly.map((field) => [field, undefined]))),
      // The learner's enrollment panel, status, progress and certificate panel (learning module).
      ...((loaded.learner as object | null) ?? noLearnerFields),
      // The lessons table: each lesson with the learner's best and latest score, result and expiry.
      // Relation values reach the presenter untyped: `lessons` holds the contract's lesson entries
      // (course-variant-loaders.ts), completed here with the learner's results.
      lessons: (Array.isArray(loaded.lessons)
        ? loaded.lessons.map((lesson: { id: number }) => ({ ...lesson, ...(results?.get(lesson.id) ?? {}) }))
        : loaded.lessons) as ItemOf<typeof courseVariantContract>['lessons'],
      learner: undefined,
      lesson_results: undefined,
    };
  },
  create: {
    async prepare(input, context) {
      const courseId = await resolveReference(context, courses, input.course_id, 'course_id');
      const languageId = await resolveLanguage(context, input.language_id);
      await assertLanguageFree(context, courseId, languageId);
      return withMediaColumn(
        context,
        { ...input, course_id: courseId, language_id: languageId },
        'image_id',
        imageUpload,
      );
    },
  },
  update: {
    async prepare(input, context, row) {
      const values: Record<string, unknown> = { ...input };
      if (input.language_id !== undefined) {
        values.language_id = await resolveLanguage(context, input.language_id);
        await assertLanguageFree(context, row.course_id, values.language_id as number, row.id);
      }
      return withMediaColumn(context, values, 'image_id', imageUpload);
    },
  },
  // A variant learners have taken quizzes in keeps their history; deactivate it instead.
  beforeDelete: (row, context) =>
    refuseDeleteInUse(context, row.id, [[examinations, examinations.course_variant_id]]),
  links: {
    lessons: {
      table: courseVariantLessons,
      ownerColumn: courseVariantLessons.course_variant_id,
      targetColumn: courseVariantLessons.lesson_id,
      targetTable: lessons,
      sortColumn: courseVariantLessons.sort_order,
      appendOnAttach: true,
      relations: ['lessons', 'course-variant-lessons'],
    },
  },
  writeRelations: ['course-variants', 'courses'],
});
