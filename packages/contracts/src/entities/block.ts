import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import {
  languageSummarySchema,
  mediaReferenceSchema,
  mediaSummarySchema,
  relatedSummarySchema,
} from './course.ts';

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
/** A language by id, uuid or code ("en"). */
const languageReference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)], {
  error: 'validation.language_required',
});
const sortOrder = z.number().int().min(0).max(100_000);

export const grantableTypes = ['company', 'department', 'user'] as const;

/** Passport (spec §3): who may see a block; a block without passports is open to everyone enrolled. */
export const passportSchema = baseEntitySchema.extend({
  block_id: z.number().int(),
  grantable_type: z.enum(grantableTypes),
  grantable_id: z.number().int(),
  grantable: relatedSummarySchema.nullable(),
});

export const blockSchema = baseEntitySchema.extend({
  title: z.string(),
  body: z.string().nullable(),
  media_id: z.number().int().nullable(),
  media_uuid: z.string().nullable(),
  media: mediaSummarySchema.nullable(),
  /** How many of the block's questions an examination draws; null means all. */
  questions_limit: z.number().int().nullable(),
  language_id: z.number().int().nullable(),
  language: languageSummarySchema.nullable(),
  /** Administrators only (learners get questions through examinations); null for everyone else. */
  questions: z.array(relatedSummarySchema).nullable().optional(),
  /** Administrators only; null for everyone else. */
  passports: z
    .array(
      passportSchema.pick({
        id: true,
        uuid: true,
        grantable_type: true,
        grantable_id: true,
        grantable: true,
      }),
    )
    .nullable()
    .optional(),
  lessons: z.array(relatedSummarySchema).nullable().optional(),
  questions_count: z.number().int(),
  is_active: z.boolean(),
});
export type Block = z.infer<typeof blockSchema>;

const title = z
  .string({ error: 'validation.title_required' })
  .trim()
  .min(1, 'validation.title_required')
  .max(255, 'validation.max_length');
const blockFields = {
  title,
  body: z.string().max(100_000).nullable().optional(),
  media_id: mediaReferenceSchema,
  language_id: languageReference,
  questions_limit: z.number().int().min(1).max(1_000).nullable().optional(),
  is_active: z.boolean().optional(),
};

export const blockCreateSchema = z.strictObject({
  ...blockFields,
  /** Language of the block; may be left out when `lesson_id` is given (the lesson's language). */
  language_id: languageReference.optional(),
  /** Creates the block inside a lesson: it is linked after the lesson's last block. */
  lesson_id: reference.optional(),
});
export const blockUpdateSchema = z.strictObject(blockFields).partial();
/** `change_attributes` of a block clone. */
export const blockCloneSchema = blockUpdateSchema;

export const blockListFilters = ['language', 'is_active', 'lesson', 'question'] as const;

/** block-lessons link entity (spec §3): a block's place in a lesson. */
export const blockLessonCreateSchema = z.strictObject({
  block_id: reference,
  lesson_id: reference,
  /** Absent: after the lesson's last block. */
  sort_order: sortOrder.optional(),
});
export const blockLessonUpdateSchema = z.strictObject({ sort_order: sortOrder });

/** block-knowledge-base link entity: a knowledge-base book or chapter shown with a block. */
export const blockKnowledgeBaseCreateSchema = z.strictObject({
  block_id: reference,
  book_id: reference,
  sort_order: sortOrder.optional(),
});
export const blockKnowledgeBaseUpdateSchema = z.strictObject({ sort_order: sortOrder });

/** blocks-passports: grant a company, department or user access to a block. */
export const blockPassportCreateSchema = z.strictObject({
  block_id: reference,
  grantable_type: z.enum(grantableTypes),
  grantable_id: reference,
});
