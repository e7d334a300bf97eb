import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { learnerCourseFieldsSchema } from './learning.ts';

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

/** The short form of a related item in every content entity. */
export const relatedSummarySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  fqmi: z.string(),
  header: z.string(),
});
export const languageSummarySchema = relatedSummarySchema.extend({ code: z.string() });

/**
 * The media of a course, lesson, block or book (spec §3 Media base): enough to show it (§9: image when the
 * mime starts with image/, video when video/ or HLS). `url` is the signed media source the browser loads.
 */
export const mediaSummarySchema = relatedSummarySchema.extend({
  title: z.string(),
  mime: z.string().nullable(),
  size: z.number().int().nullable(),
  meta: z.object({ width: z.number(), height: z.number(), duration: z.number() }).partial(),
  hls: z.string().nullable(),
  url: z.string(),
});

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
  variants_count: z.number().int(),
  variants: z.array(relatedSummarySchema).nullable().optional(),
  languages: z.array(languageSummarySchema),
  related: z.array(relatedSummarySchema).nullable().optional(),
  /** The variant in the reader's language (else English, else the first); learners read its texts. */
  variant: relatedSummarySchema.extend({ language: z.string() }).nullable(),
  /** The reader's enrollment, status, progress and certificate (null for administrators outside a company). */
  ...learnerCourseFieldsSchema.shape,
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

/** `filter[…]` names of the course list. */
export const courseListFilters = ['is_active', 'is_public', 'code', 'language'] as const;
