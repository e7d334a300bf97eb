import { courseContract } from '@academy/contracts/entities/course';
import { and, eq, ne, sql } from 'drizzle-orm';
import { courseRelated, courses, courseVariants } from '../../db/schema/content.ts';
import { accessPasses, certificates, enrollments, qualifications } from '../../db/schema/learning.ts';
import { languages } from '../../db/schema/tenancy.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { defineResource, type ResourceContext, type RowOf } from '../../platform/resource/define-resource.ts';
import { booleanFilterValue } from '../../platform/resource/reference-filter.ts';
import { hasMany, manyThrough, summary } from '../../platform/resource/relations.ts';
import { courseGivenToCompany } from '../company-courses/index.ts';
import {
  readableVariant,
  readerCondition,
  seesAllContent,
  visibleCoursesCondition,
} from '../content-visibility/index.ts';
import { courseLearnerRelation, courseStatusFilter, noLearnerFields } from '../learning/index.ts';
import { mediaOf } from '../media/index.ts';
import { courseOverview } from './course-overview.ts';
import { courseLanguages, localizedVariant, variantsCount } from './course-variant-loaders.ts';
import { coursePolicy } from './courses.policy.ts';
import { keptCourseList } from './kept-course-list.ts';
import { imageUpload, withMediaColumn } from './media-reference.ts';
import { refuseDeleteInUse } from './refuse-delete-in-use.ts';

async function assertCodeFree(context: ResourceContext, code: unknown, exceptId?: number) {
  if (code === undefined || code === null) return;
  const [taken] = await context.db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.tenant_id, context.actor.tenantId),
        eq(courses.code, String(code)),
        exceptId ? ne(courses.id, exceptId) : undefined,
      ),
    );
  if (taken) throw fieldError('code', 'validation.code_taken');
}

const learnerOnlyReadable = (context: ResourceContext) => readerCondition(context.actor, readableVariant);
const courseSummary = summary<RowOf<typeof courses>>(
  'courses',
  'course',
  (row) => row.name,
  (row) => ({ code: row.code }),
);

export const courseResource = defineResource(courseContract, {
  table: courses,
  policy: coursePolicy,
  label: { en: 'Course', nb: 'Kurs' },
  richText: ['body'],
  header: (row) => row.name,
  visibility: visibleCoursesCondition,
  // The form's `image` file becomes the image (kept as media with its variants).
  uploads: { image: 'image' },
  searchColumns: [courses.name, courses.code],
  // Pickers and lists show a course by its title in the reader's language, so that title finds it too.
  searchElsewhere: (pattern) =>
    sql`exists (select 1 from ${courseVariants} where ${courseVariants.course_id} = ${courses.id} and ${courseVariants.title} ilike ${pattern})`,
  sorts: {
    name: courses.name,
    code: courses.code,
    duration: courses.duration,
    created_at: courses.created_at,
    updated_at: courses.updated_at,
  },
  defaultSort: 'name',
  filters: {
    is_active: (value) => {
      const flag = booleanFilterValue(value);
      return flag === undefined ? undefined : eq(courses.is_active, flag);
    },
    is_public: (value) => {
      const flag = booleanFilterValue(value);
      return flag === undefined ? undefined : eq(courses.is_public, flag);
    },
    code: (value) => eq(courses.code, value),
    // The learner's list: completed (valid certificate) or ongoing.
    status: courseStatusFilter,
    // Courses available in a language (by code, id or uuid — the admin list's language choice sends the uuid).
    language: (value) =>
      sql`exists (select 1 from ${courseVariants} join ${languages} on ${languages.id} = ${courseVariants.language_id} where ${courseVariants.course_id} = ${courses.id} and (${languages.code} = ${value} or ${languages.id}::text = ${value} or ${languages.uuid}::text = ${value}))`,
    // The manager's enrollment picker: exactly the courses given to the company (by id or uuid).
    given_to: (value) =>
      courseGivenToCompany(
        sql`(select co.id from companies co where co.id::text = ${value} or co.uuid::text = ${value})`,
      ),
  },
  relations: {
    learner: courseLearnerRelation,
    variants_count: variantsCount,
    languages: courseLanguages,
    variant: localizedVariant,
    image: mediaOf('image_id'),
    variants: hasMany(courseVariants, courseVariants.course_id, {
      where: learnerOnlyReadable,
      pick: summary(
        'course-variants',
        'course_variant',
        (row) => row.title,
        (row) => ({
          language_id: row.language_id,
          is_active: row.is_active,
          status: row.status,
        }),
      ),
    }),
    // Related courses a learner cannot open are left out rather than shown as dead ends.
    related: manyThrough(courseRelated, courseRelated.course_id, courseRelated.related_course_id, courses, {
      orderBy: courses.name,
      pick: courseSummary,
      where: (context) => {
        const visible = visibleCoursesCondition(context.actor);
        return visible === false ? sql`false` : visible;
      },
    }),
    // Enrolled, in progress, certified and expired people, counted in SQL within the reader's companies.
    overview: courseOverview,
  },
  present: (row, loaded, actor) => {
    const variant = loaded.variant;
    // Learners read the course in their language: the texts of its variant replace the administrative ones.
    const localized =
      !seesAllContent(actor) && variant
        ? {
            header: variant.title,
            name: variant.title,
            ingress: variant.summary ?? variant.short_description ?? row.ingress,
            body: variant.body ?? row.body,
            duration: variant.duration ?? row.duration,
          }
        : {};
    // The variant's texts are used above; the item keeps only its short form (no second copy of the body).
    const short = variant
      ? {
          id: variant.id,
          uuid: variant.uuid,
          fqmi: variant.fqmi,
          header: variant.header,
          language: variant.language,
        }
      : null;
    // The learner's enrollment, status, progress and certificate (learning module); `learner` itself is not sent.
    return {
      ...localized,
      variant: short,
      ...((loaded.learner as object | null) ?? noLearnerFields),
      learner: undefined,
    };
  },
  create: {
    async prepare(input, context) {
      await assertCodeFree(context, input.code);
      return withMediaColumn(context, input, 'image_id', imageUpload);
    },
  },
  update: {
    async prepare(input, context, row) {
      await assertCodeFree(context, input.code, row.id);
      return withMediaColumn(context, input, 'image_id', imageUpload);
    },
  },
  beforeDelete: (row, context) =>
    refuseDeleteInUse(context, row.id, [
      [enrollments, enrollments.course_id],
      [accessPasses, accessPasses.course_id],
      [certificates, certificates.course_id],
      [qualifications, qualifications.course_id],
    ]),
  links: {
    related: {
      table: courseRelated,
      ownerColumn: courseRelated.course_id,
      targetColumn: courseRelated.related_course_id,
      targetTable: courses,
      // A course is not related to itself.
      targetVisible: (_actor, owner) => ne(courses.id, owner.id),
      relations: ['courses'],
    },
  },
  writeRelations: ['courses', 'course-variants'],
  keptList: keptCourseList,
});
