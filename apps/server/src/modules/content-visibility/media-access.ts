import { inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { blocks, books, courses, courseVariants, lessons, media } from '../../db/schema/content.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { seesAllContent } from './authoring-access.ts';
import { visibleBlockIds } from './block-access.ts';
import { visibleBook } from './book-access.ts';
import { visibleCourseIds, visibleVariantIds } from './course-access.ts';
import { visibleLessonIds } from './lesson-access.ts';

/** `media.id` is used by a row of `table` (through `column`) that passes `readable`. */
const usedBy = (table: PgTable, column: AnyPgColumn, readable: SQL | undefined) =>
  sql`exists (select 1 from ${table} where ${column} = ${media.id} and ${readable ?? sql`true`})`;

const within = (id: AnyPgColumn, ids: SQLWrapper | null) => (ids ? inArray(id, ids) : sql`false`);

/**
 * Who may fetch a media file with their bearer token: administrators every media of the tenant; everyone else
 * media used by an item they can read through the API — a lesson, block, course or course variant they are
 * enrolled for, or a knowledge-base book they see (chapters only when they hold the book). The same rules as
 * the resources' visibility, so the file is open exactly where its item is. Undefined means no condition.
 */
export function readableMedia(actor: Actor): SQL | undefined {
  if (seesAllContent(actor)) return undefined;
  return or(
    usedBy(lessons, lessons.media_id, within(lessons.id, visibleLessonIds(actor))),
    usedBy(blocks, blocks.media_id, within(blocks.id, visibleBlockIds(actor))),
    usedBy(courses, courses.image_id, within(courses.id, visibleCourseIds(actor))),
    usedBy(courseVariants, courseVariants.image_id, within(courseVariants.id, visibleVariantIds(actor))),
    usedBy(books, books.media_id, visibleBook(actor)),
  );
}
