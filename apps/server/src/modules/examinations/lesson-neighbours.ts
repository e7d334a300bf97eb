import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courseVariantLessons, lessons } from '../../db/schema/content.ts';
import type { examinations } from '../../db/schema/learning.ts';
import type { RelationLoader, RowOf } from '../../platform/resource/define-resource.ts';

export type LessonLink = { id: number; uuid: string; title: string };

/** The active lessons of some variants in the variants' order: one query. */
export async function variantLessonOrder(
  db: Executor,
  variantIds: number[],
): Promise<Map<number, LessonLink[]>> {
  const order = new Map<number, LessonLink[]>(variantIds.map((id) => [id, []]));
  if (variantIds.length === 0) return order;
  const found = await db
    .select({
      variant_id: courseVariantLessons.course_variant_id,
      id: lessons.id,
      uuid: lessons.uuid,
      title: lessons.title,
    })
    .from(courseVariantLessons)
    .innerJoin(lessons, eq(lessons.id, courseVariantLessons.lesson_id))
    .where(
      and(
        inArray(courseVariantLessons.course_variant_id, [...new Set(variantIds)]),
        eq(lessons.is_active, true),
      ),
    )
    .orderBy(asc(courseVariantLessons.sort_order), asc(courseVariantLessons.id));
  for (const { variant_id, ...lesson } of found) order.get(variant_id)?.push(lesson);
  return order;
}

/** The lessons before and after `lessonId` in its variant ("retake lesson", "next lesson"). */
export function neighboursOf(order: LessonLink[], lessonId: number) {
  const index = order.findIndex((lesson) => lesson.id === lessonId);
  return {
    previous_lesson: index > 0 ? order[index - 1] : null,
    next_lesson: index >= 0 && index < order.length - 1 ? order[index + 1] : null,
  };
}

/** `neighbours` on examinations: previous and next lesson of each, one query for the page. */
export const examinationNeighbours: RelationLoader<RowOf<typeof examinations>> = {
  always: true,
  async load(context, rows) {
    const order = await variantLessonOrder(
      context.db,
      rows.map((row) => row.course_variant_id),
    );
    return new Map(
      rows.map((row) => [row.id, neighboursOf(order.get(row.course_variant_id) ?? [], row.lesson_id)]),
    );
  },
};
