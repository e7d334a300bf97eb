import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import {
  languageSummarySchema,
  mediaSummarySchema,
  sortPivotSchema,
  summarySchema,
} from '../common/summary.ts';
import { mediaReferenceSchema } from './course.ts';
import { learnerCourseFieldsSchema, learnerLessonFieldsSchema } from './learning.ts';
import { variantLanguageGapsSchema } from './variant-language-gaps.ts';

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
/** A language by id, uuid or code ("en"). */
const languageReference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)], {
  error: 'validation.language_required',
});

export const courseVariantStatuses = ['draft', 'published', 'archived'] as const;

/**
 * A lesson of a variant as `with=lessons` lists it, in the variant's order (learners: active ones only),
 * with the learner's results in it when the reader is a learner in a company.
 */
export const variantLessonSchema = summarySchema
  .extend({ pass_mark: z.number().int(), is_active: z.boolean(), pivot: sortPivotSchema })
  .extend(learnerLessonFieldsSchema.partial().shape);

export const courseVariantSchema = baseEntitySchema.extend({
  course_id: z.number().int(),
  course_uuid: z.string().nullable(),
  course: summarySchema.extend({ code: z.string().nullable() }).nullable(),
  language_id: z.number().int(),
  language: languageSummarySchema.nullable(),
  image_id: z.number().int().nullable(),
  image: mediaSummarySchema.nullable(),
  title: z.string(),
  summary: z.string().nullable(),
  short_description: z.string().nullable(),
  body: z.string().nullable(),
  duration: z.number().int().nullable(),
  /** Administrators only; absent for everyone else. */
  internal_notes: z.string().nullable().optional(),
  is_active: z.boolean(),
  status: z.enum(courseVariantStatuses),
  /** Lessons the reader can open (learners: active ones). */
  lessons_count: z.number().int(),
  /** The reader's enrollment, status, progress and certificate (null for administrators outside a company). */
  ...learnerCourseFieldsSchema.shape,
  /** `with=lessons`. */
  lessons: z.array(variantLessonSchema).optional(),
  /** `with=language_gaps`: what is still in another language (administrators; null for others). */
  language_gaps: variantLanguageGapsSchema.nullable().optional(),
});
export type CourseVariant = z.infer<typeof courseVariantSchema>;

const title = z
  .string({ error: 'validation.title_required' })
  .trim()
  .min(1, 'validation.title_required')
  .max(255, 'validation.max_length');
const variantFields = {
  language_id: languageReference,
  title,
  summary: z.string().trim().max(2_000).nullable().optional(),
  short_description: z.string().trim().max(500).nullable().optional(),
  body: z.string().max(100_000).nullable().optional(),
  duration: z.number().int().min(0).max(100_000).nullable().optional(),
  internal_notes: z.string().max(10_000).nullable().optional(),
  image_id: mediaReferenceSchema,
  is_active: z.boolean().optional(),
  status: z.enum(courseVariantStatuses, { error: 'validation.invalid_value' }).optional(),
};

export const courseVariantCreateSchema = z.strictObject({ course_id: reference, ...variantFields });
/** A variant stays with its course; everything else may change. */
export const courseVariantUpdateSchema = z.strictObject(variantFields).partial();

/** The course-variant-lesson link entity (spec §3): a lesson's place in a variant. */
export const courseVariantLessonSchema = baseEntitySchema.extend({
  course_variant_id: z.number().int(),
  lesson_id: z.number().int(),
  sort_order: z.number().int(),
  variant: summarySchema.nullable(),
  lesson: summarySchema.nullable(),
});
export const courseVariantLessonCreateSchema = z.strictObject({
  course_variant_id: reference,
  lesson_id: reference,
  /** Absent: after the variant's last lesson. */
  sort_order: z.number().int().min(0).max(100_000).optional(),
});
export const courseVariantLessonUpdateSchema = z.strictObject({
  sort_order: z.number().int().min(0).max(100_000),
});

export const courseVariantContract = defineResourceContract({
  segment: 'course-variants',
  type: 'course_variant',
  item: courseVariantSchema,
  create: courseVariantCreateSchema,
  update: courseVariantUpdateSchema,
  filters: {
    course: filterValue.reference,
    /** By code, id or uuid. */
    language: filterValue.reference,
    is_active: filterValue.boolean,
    status: filterValue.oneOf(courseVariantStatuses),
  },
  sorts: ['title', 'created_at', 'updated_at'],
  defaultSort: 'title',
  search: true,
  with: ['lessons', 'language_gaps'],
  links: { lessons: { target: 'lessons', operations: ['attach', 'detach', 'sync'] } },
  abilities: ['view', 'update', 'delete'],
  delete: true,
});

export const courseVariantLessonContract = defineResourceContract({
  segment: 'course-variant-lessons',
  type: 'course_variant_lesson',
  item: courseVariantLessonSchema,
  create: courseVariantLessonCreateSchema,
  update: courseVariantLessonUpdateSchema,
  filters: { course_variant: filterValue.reference, lesson: filterValue.reference },
  sorts: ['sort_order', 'created_at'],
  defaultSort: 'sort_order',
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
  delete: true,
});
