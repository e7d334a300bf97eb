import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { languageSummarySchema, summarySchema } from '../common/summary.ts';

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
/** A language by id, uuid or code ("en"). */
const languageReference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)], {
  error: 'validation.language_required',
});
const sortOrder = z.number().int().min(0).max(100_000);

/**
 * Correctness as the spec stores it (a number, 1 or 0); true/false and form strings are accepted too.
 * Never sent to learners.
 */
export const isCorrectSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => (value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0));

export const questionAlternativeSchema = baseEntitySchema.extend({
  question_id: z.number().int(),
  question: summarySchema.nullable(),
  text: z.string(),
  sort_order: z.number().int(),
  /** 1 when correct, 0 otherwise; administrators only (absent for anyone else). */
  is_correct: z.number().int().optional(),
});
export type QuestionAlternative = z.infer<typeof questionAlternativeSchema>;

/** An alternative as its question lists it, in order. */
export const questionAlternativeSummarySchema = summarySchema.extend({
  question_id: z.number().int(),
  text: z.string(),
  sort_order: z.number().int(),
  is_correct: z.number().int(),
});

export const questionSchema = baseEntitySchema.extend({
  text: z.string(),
  hint: z.string().nullable(),
  language_id: z.number().int().nullable(),
  language: languageSummarySchema.nullable(),
  alternatives: z.array(questionAlternativeSummarySchema),
  alternatives_count: z.number().int(),
  /** True when more than one alternative is correct (the quiz then says several answers are right). */
  multiple_correct_alternatives: z.boolean(),
  /** `with=blocks`: the blocks the question is in. */
  blocks: z.array(summarySchema).optional(),
});
export type Question = z.infer<typeof questionSchema>;

const text = z
  .string({ error: 'validation.text_required' })
  .trim()
  .min(1, 'validation.text_required')
  .max(5_000, 'validation.max_length');

const alternativeFields = {
  text,
  sort_order: sortOrder.optional(),
  is_correct: isCorrectSchema.optional(),
};

export const questionCreateSchema = z.strictObject({
  text,
  hint: z.string().trim().max(5_000).nullable().optional(),
  /** Language of the question; may be left out when `block_id` is given (the block's language). */
  language_id: languageReference.optional(),
  /** Creates the question inside a block: it is linked after the block's last question. */
  block_id: reference.optional(),
  /** Alternatives created with the question, in this order unless they say otherwise. */
  alternatives: z.array(z.strictObject(alternativeFields)).max(50).optional(),
});
export const questionUpdateSchema = z.strictObject({
  text: text.optional(),
  hint: z.string().trim().max(5_000).nullable().optional(),
  language_id: languageReference.optional(),
});
/** `change_attributes` of a question clone. */
export const questionCloneSchema = questionUpdateSchema;

export const questionAlternativeCreateSchema = z.strictObject({
  question_id: reference,
  ...alternativeFields,
});
export const questionAlternativeUpdateSchema = z.strictObject(alternativeFields).partial();
/** `change_attributes` of an alternative clone: it may also move the copy to another question. */
export const questionAlternativeCloneSchema = questionAlternativeUpdateSchema.extend({
  question_id: reference.optional(),
});

/** One item of the bulk update `PATCH /question_alternatives/{id1,id2,…}`. */
export const questionAlternativeBulkItemSchema = z.strictObject({
  id: z.number().int().positive(),
  ...alternativeFields,
  text: text.optional(),
});
export const questionAlternativeBulkSchema = z.array(questionAlternativeBulkItemSchema).min(1).max(100);

export const questionContract = defineResourceContract({
  segment: 'questions',
  type: 'question',
  item: questionSchema,
  create: questionCreateSchema,
  update: questionUpdateSchema,
  filters: {
    /** By code, id or uuid. */
    language: filterValue.reference,
    block: filterValue.reference,
  },
  sorts: ['text', 'created_at', 'updated_at'],
  defaultSort: '-created_at',
  search: true,
  with: ['blocks'],
  links: {},
  abilities: ['view', 'update', 'delete', 'clone'],
  clone: true,
  delete: true,
});

export const questionAlternativeContract = defineResourceContract({
  segment: 'question_alternatives',
  type: 'question_alternative',
  item: questionAlternativeSchema,
  create: questionAlternativeCreateSchema,
  update: questionAlternativeUpdateSchema,
  filters: { question: filterValue.reference, is_correct: filterValue.boolean },
  sorts: ['sort_order', 'created_at'],
  defaultSort: 'sort_order',
  search: true,
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete', 'clone'],
  clone: true,
  delete: true,
});
