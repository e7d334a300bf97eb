import { sql } from 'drizzle-orm';

/**
 * A course's title in the reader's language (its active variant's in that language), else the course's own
 * name: how lists written in SQL (insights, statistics, the timeline) name a course. `c` is the course.
 */
export const localizedCourseTitle = (locale: 'en' | 'nb') =>
  sql`coalesce((select cv.title from course_variants cv join languages l on l.id = cv.language_id
    where cv.course_id = c.id and l.code = ${locale} and cv.is_active order by cv.id limit 1), c.name)`;
