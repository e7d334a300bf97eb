import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
const related = z
  .object({ id: z.number().int(), uuid: z.string(), fqmi: z.string(), header: z.string() })
  .passthrough();
const name = z.string().trim().min(1, 'validation.name_required').max(255, 'validation.name_too_long');
const date = z.iso.date('validation.date');

/** A knowledge-base book; a book with a parent is a chapter (spec §3). */
export const bookSchema = baseEntitySchema.extend({
  name: z.string(),
  description: z.string().nullable(),
  media_id: z.number().int().nullable(),
  parent_id: z.number().int().nullable(),
  parent: related.nullable().optional(),
  root_id: z.number().int(),
  root: related.nullable().optional(),
  children: z.array(related).optional(),
  children_count: z.number().int(),
  siblings: z.array(related).optional(),
  language_id: z.number().int().nullable(),
  language: related.nullable().optional(),
  block_id: z.number().int().nullable(),
  block: related.nullable().optional(),
  block_count: z.number().int(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  is_chapter: z.boolean(),
});
export type Book = z.infer<typeof bookSchema>;

export const bookCreateSchema = z.strictObject({
  name,
  description: z.string().max(200_000, 'validation.too_long').nullable().optional(),
  /** The parent book (id or uuid): set it to make a chapter. */
  parent_id: reference.nullable().optional(),
  language_id: reference.nullable().optional(),
  block_id: reference.nullable().optional(),
  media_id: reference.nullable().optional(),
  sort_order: z.number().int().min(0).max(100_000).optional(),
  is_active: z.boolean().optional(),
});
export const bookUpdateSchema = bookCreateSchema.partial();

export const bookFilters = ['parent', 'root', 'language', 'is_active', 'chapters'] as const;
export const bookActions = ['view', 'update', 'delete'] as const;

/** A book a user has (bought or was given), until end_date (spec §3 User-book). */
export const userBookSchema = baseEntitySchema.extend({
  user_id: z.number().int(),
  user: related.nullable().optional(),
  book_id: z.number().int(),
  book: related.nullable().optional(),
  end_date: z.string().nullable(),
});
export const userBookCreateSchema = z.strictObject({
  user_id: reference,
  book_id: reference,
  end_date: date.nullable().optional(),
});
export const userBookUpdateSchema = z.strictObject({ end_date: date.nullable().optional() });

/** A book a whole company has, until end_date (spec §3 Company-book). */
export const companyBookSchema = baseEntitySchema.extend({
  company_id: z.number().int(),
  company: related.nullable().optional(),
  book_id: z.number().int(),
  book: related.nullable().optional(),
  end_date: z.string().nullable(),
});
export const companyBookCreateSchema = z.strictObject({
  company_id: reference,
  book_id: reference,
  end_date: date.nullable().optional(),
});
export const companyBookUpdateSchema = z.strictObject({ end_date: date.nullable().optional() });
