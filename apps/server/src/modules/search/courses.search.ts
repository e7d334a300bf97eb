import { fqmi } from '@academy/contracts/common/base';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern.ts';
import { queryRows } from '../../db/raw-sql.ts';
import { courses, courseVariants } from '../../db/schema/content.ts';
import { languages } from '../../db/schema/tenancy.ts';
import { visibleCourseIds } from '../content-visibility/index.ts';
import { defineSearch } from './define-search.ts';
import { searchResultLinks } from './result-links.ts';
import { searchesAsAdministrator } from './search.policy.ts';

type CourseHit = {
  id: number;
  uuid: string;
  name: string;
  code: string | null;
  title: string | null;
  short_description: string | null;
};

/**
 * Active courses the actor may open, matched on the code, the course's name and the titles of its variants
 * in the reader's language and in English (the fallback), and shown by the title of the variant they would
 * read (their language, else English, else any; the course's name when there is none).
 *
 * What "may open" means is the course item's own visibility (courses/course-access.ts): courses enrolled for
 * them, their department or their company in the company they act in, and for managers the courses of the
 * companies they manage; administrators every course. So a result never leads to "Course not found", and
 * another company's catalogue (public or not) is never shown.
 */
export const coursesSearch = defineSearch({
  name: 'courses',
  authorize: () => true,
  async run({ actor, search, limit, db, locale }) {
    const admin = searchesAsAdministrator(actor);
    const visible = admin ? null : visibleCourseIds(actor);
    if (!admin && !visible) return [];
    // Learners read only active, published variants; administrators every variant.
    const readable = admin ? sql`` : sql`and v.is_active and v.status = 'published'`;
    const pattern = containsPattern(search);
    const matches: SQL = search
      ? sql`and (c.name ilike ${pattern} or c.code ilike ${pattern} or exists (
          select 1 from ${courseVariants} v join ${languages} l on l.id = v.language_id
          where v.course_id = c.id ${readable} and l.code in (${locale}, 'en') and v.title ilike ${pattern}))`
      : sql``;
    const rows = await queryRows<CourseHit>(
      db,
      sql`select c.id, c.uuid, c.name, c.code, shown.title, shown.short_description
        from ${courses} c
        left join lateral (
          select v.title, v.short_description from ${courseVariants} v join ${languages} l on l.id = v.language_id
          where v.course_id = c.id ${readable}
          order by (l.code = ${locale}) desc, (l.code = 'en') desc, v.id
          limit 1) shown on true
        where c.tenant_id = ${actor.tenantId} and c.is_active
          ${visible ? sql`and c.id in ${visible}` : sql``}
          ${matches}
        order by coalesce(shown.title, c.name), c.id
        limit ${limit}`,
    );
    return rows.map((row) => ({
      uuid: row.uuid,
      fqmi: fqmi('courses', row.uuid, 'course'),
      header: row.title ?? row.name,
      description: row.short_description ?? row.code ?? null,
      url: searchResultLinks.course(actor, row),
    }));
  },
});
