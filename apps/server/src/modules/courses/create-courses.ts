import type { Executor } from '../../db/client.ts';
import { insertForTenant, insertManyForTenant, type NewRow } from '../../db/insert-in-order.ts';
import { courses, courseVariantLessons, courseVariants } from '../../db/schema/content.ts';

export type CourseInput = NewRow<typeof courses>;
export type CourseVariantInput = NewRow<typeof courseVariants>;
export type VariantLessonInput = NewRow<typeof courseVariantLessons>;

/**
 * Creating a course tree outside a request (the demo): one statement per table for any number of rows, the
 * ids in input order so the caller can name each row's children.
 */
export function createCourses(db: Executor, tenantId: number, inputs: readonly CourseInput[]) {
  return insertForTenant(db, courses, tenantId, inputs);
}

export function createCourseVariants(db: Executor, tenantId: number, inputs: readonly CourseVariantInput[]) {
  return insertForTenant(db, courseVariants, tenantId, inputs);
}

/** Places lessons in course variants' lists (sort_order counts from 1, as the app's appends do). */
export function linkVariantLessons(db: Executor, tenantId: number, inputs: readonly VariantLessonInput[]) {
  return insertManyForTenant(db, courseVariantLessons, tenantId, inputs);
}
