import { courseVariantLessonContract } from '@academy/contracts/entities/course-variant';
import { and, eq, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { courseVariantLessons, courseVariants, lessons } from '../../db/schema/content.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { visibleThrough, visibleVariantIds } from '../content-visibility/index.ts';
import { courseVariantLessonPolicy } from './courses.policy.ts';
import { assertNotLinked, nextSortOrder } from './link-sort-order.ts';

const activeLessonIds = new QueryBuilder()
  .select({ id: lessons.id })
  .from(lessons)
  .where(eq(lessons.is_active, true));

/** The course-variant-lesson link entity (spec §3): which lessons a variant has, in which order. */
export const courseVariantLessonResource = defineResource(courseVariantLessonContract, {
  table: courseVariantLessons,
  policy: courseVariantLessonPolicy,
  label: { en: 'Lesson in course variant', nb: 'Leksjon i kursvariant' },
  header: (row) => `${row.course_variant_id}:${row.lesson_id}`,
  visibility: (actor) =>
    visibleThrough(
      actor,
      visibleVariantIds,
      courseVariantLessons.course_variant_id,
      inArray(courseVariantLessons.lesson_id, activeLessonIds),
    ),
  sorts: { sort_order: courseVariantLessons.sort_order, created_at: courseVariantLessons.created_at },
  defaultSort: 'sort_order',
  filters: {
    course_variant: (value) => referenceFilter(courseVariantLessons.course_variant_id, courseVariants, value),
    lesson: (value) => referenceFilter(courseVariantLessons.lesson_id, lessons, value),
  },
  relations: {
    variant: belongsTo(courseVariants, 'course_variant_id', {
      always: true,
      pick: summary('course-variants', 'course_variant', (row) => row.title),
    }),
    lesson: belongsTo(lessons, 'lesson_id', {
      always: true,
      pick: summary('lessons', 'lesson', (row) => row.title),
    }),
  },
  present: (_row, loaded) => {
    const lesson = loaded.lesson;
    return lesson?.header ? { header: lesson.header } : {};
  },
  create: {
    async prepare(input, context) {
      const variantId = await resolveReference(
        context,
        courseVariants,
        input.course_variant_id,
        'course_variant_id',
      );
      const lessonId = await resolveReference(context, lessons, input.lesson_id, 'lesson_id');
      await assertNotLinked(
        context,
        courseVariantLessons,
        and(
          eq(courseVariantLessons.course_variant_id, variantId),
          eq(courseVariantLessons.lesson_id, lessonId),
        )!,
        'lesson_id',
      );
      const sortOrder =
        input.sort_order ??
        (await nextSortOrder(
          context,
          courseVariantLessons,
          courseVariantLessons.course_variant_id,
          courseVariantLessons.sort_order,
          variantId,
        ));
      return { course_variant_id: variantId, lesson_id: lessonId, sort_order: sortOrder };
    },
  },
  update: {},
  writeRelations: ['course-variant-lessons', 'course-variants', 'lessons'],
});
