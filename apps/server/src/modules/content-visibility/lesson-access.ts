import { and, eq, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { courseVariantLessons, lessons } from '../../db/schema/content.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { visibleVariantIds } from './course-access.ts';

const query = new QueryBuilder();

/** Active lessons of the variants the actor may read (see course-access.ts). Null when there are none. */
export function visibleLessonIds(actor: Actor) {
  const variants = visibleVariantIds(actor);
  if (!variants) return null;
  return query
    .select({ id: lessons.id })
    .from(lessons)
    .where(
      and(
        eq(lessons.is_active, true),
        inArray(
          lessons.id,
          query
            .select({ id: courseVariantLessons.lesson_id })
            .from(courseVariantLessons)
            .where(inArray(courseVariantLessons.course_variant_id, variants)),
        ),
      ),
    );
}
