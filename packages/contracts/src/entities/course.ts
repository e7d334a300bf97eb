import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { languageSummarySchema, mediaSummarySchema, summarySchema } from '../common/summary.ts';
import { learnerCourseFieldsSchema, learnerCourseFilters } from './learning.ts';

/** An id or uuid of another item, as payloads send it. */
const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);

/**
 * A media reference (spec §5): one id or uuid, null to clear, or a list of at most one item from the
 * media picker; an empty list changes nothing.
 */
export const mediaReferenceSchema = z
  .union([reference, z.array(reference)])
  .refine((value) => !Array.isArray(value) || value.length <= 1, 'validation.media_single')
  .nullable()
  .optional();

/** The short form of a related item in every content entity (see common/summary.ts). */
export const relatedSummarySchema = summarySchema;
export { languageSummarySchema, mediaSummarySchema };

/** The course's variants as `with=variants` lists them (learners: the readable ones only). */
export const courseVariantSummarySchema = summarySchema.extend({
  language_id: z.number().int(),
  is_active: z.boolean(),
  status: z.enum(['draft', 'published', 'archived']),
});

/**
 * How a course is going, counted by the server over the people the reader may see (`with=overview`): enrolled
 * today, in progress (enrolled, begun since their period started, no certificate in force), holding a
 * certificate in force, and whose latest certificate has expired (with nothing begun since). Null for readers
 * who see no one's standing but their own.
 */
export const courseOverviewSchema = z.object({
  enrolled: z.number().int(),
  in_progress: z.number().int(),
  certified: z.number().int(),
  expired: z.number().int(),
});
export type CourseOverview = z.infer<typeof courseOverviewSchema>;

export const courseSchema = baseEntitySchema.extend({
  name: z.string(),
  ingress: z.string().nullable(),
  body: z.string().nullable(),
  code: z.string().nullable(),
  is_public: z.boolean(),
  is_active: z.boolean(),
  image_id: z.number().int().nullable(),
  image: mediaSummarySchema.nullable(),
  /** Expected time to complete, in minutes. */
  duration: z.number().int().nullable(),
  certificate_valid_days: z.number().int().nullable(),
  /** Variants the reader can open. */
  variants_count: z.number().int(),
  /** The languages the course is available in (to the reader). */
  languages: z.array(languageSummarySchema.extend({ name: z.string() })),
  /** The variant in the reader's language (else English, else the first); learners read its texts. */
  variant: summarySchema.extend({ language: z.string() }).nullable(),
  /** The reader's enrollment, status, progress and certificate (null for administrators outside a company). */
  ...learnerCourseFieldsSchema.shape,
  /** `with=variants`. */
  variants: z.array(courseVariantSummarySchema).optional(),
  /** `with=related`: related courses the reader may open. */
  related: z.array(summarySchema.extend({ code: z.string().nullable() })).optional(),
  /** `with=overview`. */
  overview: courseOverviewSchema.nullable().optional(),
});
export type Course = z.infer<typeof courseSchema>;

const name = z
  .string({ error: 'validation.name_required' })
  .trim()
  .min(1, 'validation.name_required')
  .max(255, 'validation.name_too_long');
const richText = z.string().max(100_000).nullable();
const minutes = z.number().int().min(0).max(100_000).nullable();

export const courseCreateSchema = z.strictObject({
  name,
  ingress: z.string().trim().max(2_000).nullable().optional(),
  body: richText.optional(),
  code: z.string().trim().min(1).max(50).nullable().optional(),
  is_public: z.boolean().optional(),
  is_active: z.boolean().optional(),
  image_id: mediaReferenceSchema,
  duration: minutes.optional(),
  certificate_valid_days: z.number().int().min(1).max(36_500).nullable().optional(),
});
export const courseUpdateSchema = courseCreateSchema.partial();

export const courseContract = defineResourceContract({
  segment: 'courses',
  type: 'course',
  item: courseSchema,
  create: courseCreateSchema,
  update: courseUpdateSchema,
  filters: {
    is_active: filterValue.boolean,
    is_public: filterValue.boolean,
    code: filterValue.text,
    /** The learner's list: completed (a valid certificate) or ongoing. */
    status: filterValue.oneOf(learnerCourseFilters),
    /** Available in a language, by code or id. */
    language: filterValue.reference,
    /** Courses given to a company today (id or uuid): what its managers may enroll in. */
    given_to: filterValue.reference,
  },
  sorts: ['name', 'code', 'duration', 'created_at', 'updated_at'],
  defaultSort: 'name',
  search: true,
  with: ['variants', 'related', 'overview'],
  links: { related: { target: 'courses', operations: ['attach', 'detach', 'sync'] } },
  abilities: ['view', 'update', 'delete'],
  delete: true,
});
