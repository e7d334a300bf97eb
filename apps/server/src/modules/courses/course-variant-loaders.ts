import { and, asc, eq, inArray } from 'drizzle-orm';
import { courseVariants } from '../../db/schema/content.ts';
import { languages } from '../../db/schema/tenancy.ts';
import { isAdmin } from '../../platform/auth/actor.ts';
import type { RelationLoader, ResourceContext, Row } from '../../platform/resource/define-resource.ts';
import { readableVariant } from './course-access.ts';

type VariantWithLanguage = {
  variant: Row;
  language: { id: number; uuid: string; code: string; name: string };
};

/**
 * The variants of a page of courses with their languages, in one query; learners get only readable ones.
 * `languages` and `variant` both need them for the same page: the engine hands both the same rows array,
 * so the query runs once per page.
 */
const loadedVariants = new WeakMap<Row[], Promise<Map<number, VariantWithLanguage[]>>>();
function variantsOf(context: ResourceContext, rows: Row[]): Promise<Map<number, VariantWithLanguage[]>> {
  let loading = loadedVariants.get(rows);
  if (!loading) {
    loading = queryVariants(context, rows);
    loadedVariants.set(rows, loading);
  }
  return loading;
}

async function queryVariants(
  context: ResourceContext,
  rows: Row[],
): Promise<Map<number, VariantWithLanguage[]>> {
  const found = (await context.db
    .select({
      variant: courseVariants,
      language: { id: languages.id, uuid: languages.uuid, code: languages.code, name: languages.name },
    })
    .from(courseVariants)
    .innerJoin(languages, eq(languages.id, courseVariants.language_id))
    .where(
      and(
        inArray(
          courseVariants.course_id,
          rows.map((row) => row.id),
        ),
        isAdmin(context.actor) ? undefined : readableVariant(),
      ),
    )
    .orderBy(asc(courseVariants.id))) as VariantWithLanguage[];
  const byCourse = new Map<number, VariantWithLanguage[]>(rows.map((row) => [row.id, []]));
  for (const entry of found) byCourse.get(entry.variant.course_id)?.push(entry);
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

/**
 * `variant`: the variant a reader opens — the one in the request's language (the user's preference, else
 * Accept-Language), else English, else the first. Learners read the course through it.
 */
export const localizedVariant: RelationLoader = {
  always: true,
  async load(context, rows) {
    const variants = await variantsOf(context, rows);
    const result = new Map<number, unknown>();
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
