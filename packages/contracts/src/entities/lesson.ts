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
  /** Blocks the reader may read. */
  blocks_count: z.number().int(),
  blocks_limit: z.number().int().nullable(),
  blocks_at_random: z.boolean(),
  is_active: z.boolean(),
  time_limit_minutes: z.number().int(),
  meta: z.record(z.string(), z.unknown()),
  /** Lessons carry results, not their own enrollment: it is the course's (see learning.ts). */
  enrollment: z.null(),
  ...learnerLessonFieldsSchema.shape,
  /** `with=blocks`: the lesson's blocks in order (learners: the ones they may read). */
  blocks: z
    .array(
      summarySchema.extend({
        is_active: z.boolean(),
        questions_limit: z.number().int().nullable(),
        pivot: sortPivotSchema,
      }),
    )
    .optional(),
  /** `with=course_variants`: where the lesson is used (learners: the variants they may read). */
  course_variants: z
    .array(summarySchema.extend({ course_id: z.number().int(), pivot: sortPivotSchema }))
    .optional(),
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

export const lessonContract = defineResourceContract({
  segment: 'lessons',
  type: 'lesson',
  item: lessonSchema,
  create: lessonCreateSchema,
  update: lessonUpdateSchema,
  filters: {
    /** By code, id or uuid. */
    language: filterValue.reference,
    is_active: filterValue.boolean,
    course_variant: filterValue.reference,
    block: filterValue.reference,
  },
  sorts: ['title', 'created_at', 'updated_at'],
  defaultSort: 'title',
  search: true,
  with: ['blocks', 'course_variants'],
  links: { blocks: { target: 'blocks', operations: ['attach', 'detach', 'sync'] } },
  abilities: ['view', 'update', 'delete'],
  delete: true,
});
