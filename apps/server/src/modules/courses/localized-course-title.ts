import { sql } from 'drizzle-orm';
import { courseTitleSql } from '../content-visibility/index.ts';

/** `courseTitleSql` for statements that call the course `c`. */
export const localizedCourseTitle = (locale: 'en' | 'nb') => courseTitleSql(sql`c.id`, locale);
