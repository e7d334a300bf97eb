import { sql } from 'drizzle-orm';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import { courseVariants } from '../../db/schema/content.ts';
import { languages } from '../../db/schema/tenancy.ts';
import type { EntityRow, RelationLoader, ResourceContext } from '../../platform/resource/define-resource.ts';
import { readerCondition } from '../content-visibility/index.ts';

/** What the course list shows of a variant (not its internal notes, which learners never see). */
type VariantSummary = {
  id: number;
  uuid: string;
  course_id: number;
  title: string;
  summary: string | null;
  short_description: string | null;
  body: string | null;
  duration: number | null;
  image_id: number | null;
};

type LanguageColumns = {
  language_id: number;
  language_uuid: string;
  language_code: string;
  language_name: string;
};

type VariantWithLanguage = {
  variant: VariantSummary;
  language: { id: number; uuid: string; code: string; name: string };
};

/**
 * The variants of a page of courses with their languages, in one query; learners get only readable ones.
 * `languages` and `variant` both need them for the same page: the engine hands both the same rows array,
 * so the query runs once per page.
 */
const loadedVariants = new WeakMap<readonly EntityRow[], Promise<Map<number, VariantWithLanguage[]>>>();
function variantsOf(
  context: ResourceContext,
  rows: readonly EntityRow[],
): Promise<Map<number, VariantWithLanguage[]>> {
  let loading = loadedVariants.get(rows);
  if (!loading) {
    loading = queryVariants(context, rows);
    loadedVariants.set(rows, loading);
  }
  return loading;
}

async function queryVariants(
  context: ResourceContext,
  rows: readonly EntityRow[],
): Promise<Map<number, VariantWithLanguage[]>> {
  // A template, not the query builder: this runs for every page of courses, and building the builder's
  // select of two tables cost more than the query itself.
  const readable =
    readerCondition(context.actor, () => sql`and v.is_active and v.status = 'published'`) ?? sql``;
  const found = await queryRows<VariantSummary & LanguageColumns>(
    context.db,
    sql`select v.id, v.uuid, v.course_id, v.title, v.summary, v.short_description, v.body, v.duration,
        v.image_id, l.id as language_id, l.uuid as language_uuid, l.code as language_code,
        l.name as language_name
      from ${courseVariants} v join ${languages} l on l.id = v.language_id
      where v.course_id = any(${intArray(rows.map((row) => row.id))}) ${readable}
      order by v.id`,
  );
  const byCourse = new Map<number, VariantWithLanguage[]>(rows.map((row) => [row.id, []]));
  for (const { language_id, language_uuid, language_code, language_name, ...variant } of found) {
    const language = { id: language_id, uuid: language_uuid, code: language_code, name: language_name };
    byCourse.get(variant.course_id)?.push({ variant, language });
  }
  return byCourse;
}

/** `languages`: the languages a course is available in (spec §3 Course). */
export const courseLanguages: RelationLoader = {
  always: true,
  async load(context, rows) {
    const variants = await variantsOf(context, rows);
    return new Map(
      [...variants].map(([courseId, list]) => [
        courseId,
        list.map(({ language }) => ({
          ...language,
          fqmi: `languages:${language.uuid}|language`,
          header: language.name,
        })),
      ]),
    );
  },
};

/** The course's variant in the reader's language, as the course item shows it (`variant`). */
export type LocalizedVariant = {
  id: number;
  uuid: string;
  fqmi: string;
  header: string;
  language: string;
  title: string;
  summary: string | null;
  short_description: string | null;
  body: string | null;
  duration: number | null;
  image_id: number | null;
};

/**
 * `variant`: the variant a reader opens — the one in the request's language (the user's preference, else
 * Accept-Language), else English, else the first. Learners read the course through it.
 */
export const localizedVariant: RelationLoader<EntityRow, LocalizedVariant> = {
  always: true,
  async load(context, rows) {
    const variants = await variantsOf(context, rows);
    const result = new Map<number, LocalizedVariant>();
    for (const [courseId, list] of variants) {
      const chosen =
        list.find(({ language }) => language.code === context.locale) ??
        list.find(({ language }) => language.code === 'en') ??
        list[0];
      if (!chosen) continue;
      const { variant, language } = chosen;
      result.set(courseId, {
        id: variant.id,
        uuid: variant.uuid,
        fqmi: `course-variants:${variant.uuid}|course_variant`,
        header: variant.title,
        language: language.code,
        title: variant.title,
        summary: variant.summary,
        short_description: variant.short_description,
        body: variant.body,
        duration: variant.duration,
        image_id: variant.image_id,
      });
    }
    return result;
  },
};

/** `variants_count`: how many variants the reader can open — counted from the same single query. */
export const variantsCount: RelationLoader = {
  always: true,
  async load(context, rows) {
    const variants = await variantsOf(context, rows);
    return new Map([...variants].map(([courseId, list]) => [courseId, list.length]));
  },
};
