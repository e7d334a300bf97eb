import { type Locale, locales } from '@academy/contracts/messages';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { courses, courseVariants } from '../../db/schema/content.ts';
import { languages } from '../../db/schema/tenancy.ts';
import type { EntityRow, RelationLoader } from '../../platform/resource/define-resource.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';

export type CourseTitles = { uuid: string; name: string; byLocale: Partial<Record<Locale, string>> };

const isLocale = (code: string): code is Locale => (locales as readonly string[]).includes(code);

/**
 * A course's title in each language it has a variant in (one query for all the courses), and its own name,
 * which is administrative English: texts that name a course to a learner use the title in the reader's
 * language, English's when there is none, and the course's name only when it has no variant at all.
 */
export async function courseTitles(db: Executor, courseIds: number[]): Promise<Map<number, CourseTitles>> {
  const ids = [...new Set(courseIds)];
  const result = new Map<number, CourseTitles>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      id: courses.id,
      uuid: courses.uuid,
      name: courses.name,
      title: courseVariants.title,
      code: languages.code,
    })
    .from(courses)
    .leftJoin(courseVariants, eq(courseVariants.course_id, courses.id))
    .leftJoin(languages, eq(languages.id, courseVariants.language_id))
    .where(inArray(courses.id, ids));
  for (const row of rows) {
    const entry = result.get(row.id) ?? { uuid: row.uuid, name: row.name, byLocale: {} };
    if (row.code && row.title && isLocale(row.code)) entry.byLocale[row.code] = row.title;
    result.set(row.id, entry);
  }
  return result;
}

export const titleIn = (titles: CourseTitles, locale: Locale): string =>
  titles.byLocale[locale] ?? titles.byLocale.en ?? titles.name;

/**
 * Courses renamed by their title in the reader's language (`titleIn`) and ordered by it, as that reader's alphabet
 * sorts: lists that name courses outside the resource engine (the shop, a checkout, a receipt). One query.
 */
export async function namedForReader<Course extends { id: number; name: string }>(
  db: Executor,
  items: readonly Course[],
  locale: Locale,
): Promise<Course[]> {
  const titles = await courseTitles(
    db,
    items.map((item) => item.id),
  );
  const collator = new Intl.Collator(locale);
  return items
    .map((item) => {
      const entry = titles.get(item.id);
      return entry ? { ...item, name: titleIn(entry, locale) } : item;
    })
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

/**
 * `titleIn` in SQL: the title of the course `courseId` names in the reader's language, else its English title,
 * else the course's name — for lists written in SQL (insights, statistics, the timeline, the training matrix) and
 * for `sort=course` (the order the reader reads). Every variant counts, as in `courseTitles`. The languages' ids are
 * read once for the statement, so a row costs one lookup by the unique (course, language) index: ordering the
 * 104,000 qualifications of the large bench tenant took 120 ms on PostgreSQL, as by the course's name (JIT off).
 */
export const courseTitleSql = (courseId: SQL | AnyPgColumn, locale: Locale): SQL => {
  const titleInLanguage = (code: string) =>
    sql`(select titled.title from ${courseVariants} titled where titled.course_id = ${courseId}
      and titled.language_id = any(array(select id from ${languages} where code = ${code})) limit 1)`;
  // Aliases no caller uses: `courseId` is often the caller's `c.id`, which a `c` in here would capture.
  return sql`coalesce(${titleInLanguage(locale)}, ${titleInLanguage('en')},
    (select named.name from ${courses} named where named.id = ${courseId}))`;
};

/** `sort=course` of a resource whose rows name their course by `courseId`: `courseTitleSql` in the reader's language. */
export const courseTitleOrder =
  (courseId: SQL | AnyPgColumn) =>
  (locale: Locale): SQL =>
    courseTitleSql(courseId, locale);

/** The title in every language, for notification arguments (`argsByLocale`). */
export const titlesByLocale = (titles: CourseTitles): Record<Locale, string> =>
  Object.fromEntries(locales.map((locale) => [locale, titleIn(titles, locale)])) as Record<Locale, string>;

/**
 * A notification's course as a summary whose header is the course's title in the reader's language (the
 * course's own name is English, for administrators).
 */
export const courseInReaderLanguage: RelationLoader = {
  always: true,
  async load(context, rows: readonly EntityRow[]) {
    const ids = rows.map((row) => row.course_id).filter((id): id is number => typeof id === 'number');
    const titles = await courseTitles(context.db, ids);
    const map = new Map<number, unknown>();
    for (const row of rows) {
      const entry = typeof row.course_id === 'number' ? titles.get(row.course_id) : undefined;
      map.set(
        row.id,
        entry
          ? {
              id: row.course_id,
              uuid: entry.uuid,
              fqmi: `courses:${entry.uuid}|course`,
              header: titleIn(entry, context.locale),
            }
          : null,
      );
    }
    return map;
  },
};

type CourseSummary = { id: unknown; header: string };

/**
 * Wraps a relation loader of course summaries (one, or a list) so each summary's header is the course's title
 * in the reader's language (issue 22: enrollments, passes, certificates, products…). The wrapped loader still
 * decides which courses the reader may see; this only renames what it found, in one query for the page.
 */
export function titledForReader<R, V extends CourseSummary | CourseSummary[] | null>(
  loader: RelationLoader<R, V>,
): RelationLoader<R, V> {
  return {
    ...loader,
    async load(context, rows) {
      const loaded = await loader.load(context, rows);
      const summaries = [...loaded.values()].flatMap((value) =>
        value === null ? [] : Array.isArray(value) ? value : [value],
      );
      const ids = summaries.map((course) => course.id).filter((id): id is number => typeof id === 'number');
      const titles = await courseTitles(context.db, ids);
      const retitle = (course: CourseSummary) => {
        const entry = typeof course.id === 'number' ? titles.get(course.id) : undefined;
        return entry ? { ...course, header: titleIn(entry, context.locale) } : course;
      };
      const result = new Map<unknown, V>();
      for (const [key, value] of loaded) {
        result.set(
          key,
          (value === null ? null : Array.isArray(value) ? value.map(retitle) : retitle(value)) as V,
        );
      }
      return result;
    },
  };
}

/** A row's course (its `course_id`) as a summary named in the reader's language: the relation six resources share. */
export const courseForReader = () =>
  titledForReader(
    belongsTo(courses, 'course_id', { always: true, pick: summary('courses', 'course', (row) => row.name) }),
  );
