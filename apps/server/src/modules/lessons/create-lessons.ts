import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { insertForTenant, type NewRow } from '../../db/insert-in-order.ts';
import { lessons } from '../../db/schema/content.ts';

export type LessonInput = NewRow<typeof lessons>;

/** Creates lessons outside a request (the demo) in one statement; their ids in input order. */
export function createLessons(db: Executor, tenantId: number, inputs: readonly LessonInput[]) {
  return insertForTenant(db, lessons, tenantId, inputs);
}

/** Makes the media item the lessons' own (the image or video shown above the lesson). */
export async function setLessonsMedia(db: Executor, lessonIds: readonly number[], mediaId: number) {
  if (lessonIds.length === 0) return;
  await db
    .update(lessons)
    .set({ media_id: mediaId })
    .where(inArray(lessons.id, [...lessonIds]));
}
