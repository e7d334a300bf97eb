import { sql } from 'drizzle-orm';

/**
 * A course's title in the reader's language (its active variant's in that language), else its English title, else
 * the course's own name — the rule every screen names a course by (`titleIn`): how lists written in SQL (insights,
 * statistics, the timeline, the training matrix) name a course. `c` is the course.
 */
export const localizedCourseTitle = (locale: 'en' | 'nb') => {
  const titleIn = (
    code: string,
  ) => sql`(select cv.title from course_variants cv join languages l on l.id = cv.language_id
    where cv.course_id = c.id and l.code = ${code} and cv.is_active order by cv.id limit 1)`;
  return sql`coalesce(${titleIn(locale)}, ${titleIn('en')}, c.name)`;
};
