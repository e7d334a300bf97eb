import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { metaSchema } from '../common/envelope.ts';

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
const related = z
  .object({ id: z.number().int(), uuid: z.string(), fqmi: z.string(), header: z.string() })
  .passthrough();
const name = z.string().trim().min(1, 'validation.name_required').max(255, 'validation.name_too_long');
const date = z.iso.date('validation.date');

/** A product as the knowledge base shows it: what to buy to read a book. */
export const productSummarySchema = related.extend({
  name: z.string(),
  price: z.number().int(),
  currency: z.string(),
  number_of_days: z.number().int(),
  paddle_product_id: z.string().nullable(),
});

/** A block linked to a chapter, readable by the reader (no questions). */
export const linkedBlockSchema = related.extend({
  title: z.string(),
  body: z.string().nullable(),
  media: related.nullable(),
});

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
  /** Active chapters (children) and videos (own and chapters' media that are video or HLS). */
  chapters_count: z.number().int(),
  videos_count: z.number().int(),
  /** Held by the reader: a user-book or a company-book of the company they act in, not ended. */
  purchased: z.boolean(),
  /** May open the chapters: purchased, or an administrator. */
  readable: z.boolean(),
  media: related.nullable().optional(),
  /** `with=products`: the public products that include the book (for a chapter: its book). */
  products: z.array(productSummarySchema).optional(),
  /** `with=blocks` on a chapter: its own block, then the linked ones, readable ones only. */
  blocks: z.array(linkedBlockSchema).optional(),
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

export const bookFilters = ['parent', 'root', 'language', 'is_active', 'purchased', 'chapters'] as const;
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

/** GET /api/ecommerce/v1/books (spec §7): the reader's knowledge base. */
export const knowledgeBaseQuerySchema = z.object({
  /** en or nb; default the language of the request (the user's preference, else Accept-Language). */
  language: z.enum(['en', 'nb']).optional(),
  /** `true`: purchased books only; `false`: the available (not purchased) ones. */
  purchased: z.enum(['true', 'false', '1', '0']).optional(),
  search: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
  request: z.string().max(200).optional(),
});
export type KnowledgeBaseQuery = z.infer<typeof knowledgeBaseQuerySchema>;

/** A collection: a product that includes books, with the books of this answer it holds. */
export const knowledgeCollectionSchema = z.object({
  product: productSummarySchema,
  book_ids: z.array(z.number().int()),
  /** Every one of those books is purchased. */
  purchased: z.boolean(),
});
export type KnowledgeCollection = z.infer<typeof knowledgeCollectionSchema>;

/** The answer of GET /api/ecommerce/v1/books: root books (items) and, in meta, the collections. */
export const knowledgeBaseResponseSchema = z.object({
  data: z.object({
    items: z.array(bookSchema),
    meta: metaSchema.extend({ collections: z.array(knowledgeCollectionSchema) }),
  }),
});
