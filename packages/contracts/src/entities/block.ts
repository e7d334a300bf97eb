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
  block: summarySchema.nullable(),
  grantable_type: z.enum(grantableTypes),
  grantable_id: z.number().int(),
  /** The company, department or user granted; null when it no longer exists. */
  grantable: summarySchema.nullable(),
});
export type Passport = z.infer<typeof passportSchema>;

/** A block's passport as `with=passports` lists it. */
export const blockPassportSummarySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  fqmi: z.string(),
  grantable_type: z.enum(grantableTypes),
  grantable_id: z.number().int(),
  grantable: summarySchema.nullable(),
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
  questions_count: z.number().int(),
  is_active: z.boolean(),
  /** `with=questions`, administrators only (learners get questions through examinations); null for others. */
  questions: z
    .array(summarySchema.extend({ text: z.string(), hint: z.string().nullable(), pivot: sortPivotSchema }))
    .nullable()
    .optional(),
  /** `with=passports`, administrators only; null for everyone else. */
  passports: z.array(blockPassportSummarySchema).nullable().optional(),
  /** `with=lessons`: the lessons the block is in (learners: the ones they may read). */
  lessons: z.array(summarySchema.extend({ pivot: sortPivotSchema })).optional(),
  /** `with=knowledge_base`: the books and chapters the block points to, in order. */
  knowledge_base: z
    .array(summarySchema.extend({ parent_id: z.number().int().nullable(), pivot: sortPivotSchema }))
    .optional(),
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

/** block-lessons link entity (spec §3): a block's place in a lesson. */
export const blockLessonSchema = baseEntitySchema.extend({
  block_id: z.number().int(),
  block: summarySchema.nullable(),
  lesson_id: z.number().int(),
  lesson: summarySchema.nullable(),
  sort_order: z.number().int(),
});
export const blockLessonCreateSchema = z.strictObject({
  block_id: reference,
  lesson_id: reference,
  /** Absent: after the lesson's last block. */
  sort_order: sortOrder.optional(),
});
export const blockLessonUpdateSchema = z.strictObject({ sort_order: sortOrder });

/** block-knowledge-base link entity: a knowledge-base book or chapter shown with a block. */
export const blockKnowledgeBaseSchema = baseEntitySchema.extend({
  block_id: z.number().int(),
  block: summarySchema.nullable(),
  book_id: z.number().int(),
  book: summarySchema.extend({ parent_id: z.number().int().nullable() }).nullable(),
  sort_order: z.number().int(),
});
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

export const blockContract = defineResourceContract({
  segment: 'blocks',
  type: 'block',
  item: blockSchema,
  create: blockCreateSchema,
  update: blockUpdateSchema,
  filters: {
    /** By code, id or uuid. */
    language: filterValue.reference,
    is_active: filterValue.boolean,
    lesson: filterValue.reference,
    question: filterValue.reference,
  },
  sorts: ['title', 'created_at', 'updated_at'],
  defaultSort: 'title',
  search: true,
  with: ['questions', 'passports', 'lessons', 'knowledge_base'],
  links: {
    questions: { target: 'questions', operations: ['attach', 'detach', 'sync'] },
    knowledge_base: { target: 'books', operations: ['attach', 'detach', 'sync'] },
  },
  abilities: ['view', 'update', 'delete', 'clone'],
  clone: true,
  delete: true,
});

export const blockLessonContract = defineResourceContract({
  segment: 'block-lessons',
  type: 'block_lesson',
  item: blockLessonSchema,
  create: blockLessonCreateSchema,
  update: blockLessonUpdateSchema,
  filters: { block: filterValue.reference, lesson: filterValue.reference },
  sorts: ['sort_order', 'created_at'],
  defaultSort: 'sort_order',
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
  delete: true,
});

export const blockKnowledgeBaseContract = defineResourceContract({
  segment: 'block-knowledge-base',
  type: 'block_knowledge_base',
  item: blockKnowledgeBaseSchema,
  create: blockKnowledgeBaseCreateSchema,
  update: blockKnowledgeBaseUpdateSchema,
  filters: { block: filterValue.reference, book: filterValue.reference },
  sorts: ['sort_order', 'created_at'],
  defaultSort: 'sort_order',
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
  delete: true,
});

/** A passport is replaced, never edited: no update (the policy's `update` is always false). */
export const blockPassportContract = defineResourceContract({
  segment: 'blocks-passports',
  type: 'passport',
  item: passportSchema,
  create: blockPassportCreateSchema,
  filters: { block: filterValue.reference, grantable_type: filterValue.oneOf(grantableTypes) },
  sorts: ['created_at', 'grantable_type'],
  defaultSort: 'created_at',
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
  delete: true,
});
