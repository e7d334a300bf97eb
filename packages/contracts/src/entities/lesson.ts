import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import {
  languageSummarySchema,
  mediaReferenceSchema,
  mediaSummarySchema,
  relatedSummarySchema,
} from './course.ts';
import { learnerLessonFieldsSchema } from './learning.ts';

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
/** A language by id, uuid or code ("en"). */
const languageReference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)], {
  error: 'validation.language_required',
});

export const lessonSchema = baseEntitySchema.extend({
  title: z.string(),
  body: z.string().nullable(),
  /** Minimum score in percent to pass the lesson's quiz. */
  pass_mark: z.number().int(),
  media_id: z.number().int().nullable(),
  media_uuid: z.string().nullable(),
  media: mediaSummarySchema.nullable(),
  language_id: z.number().int().nullable(),
  language: languageSummarySchema.nullable(),
  blocks: z
    .array(relatedSummarySchema.extend({ pivot: z.object({ sort_order: z.number().int() }).optional() }))
    .nullable()
    .optional(),
  blocks_count: z.number().int(),
  blocks_limit: z.number().int().nullable(),
  blocks_at_random: z.boolean(),
  is_active: z.boolean(),
  time_limit_minutes: z.number().int(),
  meta: z.record(z.string(), z.unknown()),
  /** Lessons carry results, not their own enrollment: it is the course's (see learning.ts). */
  enrollment: z.null(),
  ...learnerLessonFieldsSchema.shape,
});
export type Lesson = z.infer<typeof lessonSchema>;

const title = z
  .string({ error: 'validation.title_required' })
  .trim()
  .min(1, 'validation.title_required')
  .max(255, 'validation.max_length');
const lessonFields = {
  title,
  body: z.string().max(100_000).nullable().optional(),
  pass_mark: z.number().int().min(0).max(100).optional(),
  media_id: mediaReferenceSchema,
  language_id: languageReference,
  blocks_limit: z.number().int().min(1).max(1_000).nullable().optional(),
  blocks_at_random: z.boolean().optional(),
  is_active: z.boolean().optional(),
  time_limit_minutes: z.number().int().min(1).max(10_080).optional(),
  meta: z.record(z.string().max(100), z.unknown()).optional(),
};

export const lessonCreateSchema = z.strictObject({
  ...lessonFields,
  /** Language of the lesson; may be left out when `course_variant_id` is given (the variant's language). */
  language_id: languageReference.optional(),
  /** Creates the lesson inside a variant: it is linked after the variant's last lesson. */
  course_variant_id: reference.optional(),
});
export const lessonUpdateSchema = z.strictObject(lessonFields).partial();

export const lessonListFilters = ['language', 'is_active', 'course_variant', 'block'] as const;
