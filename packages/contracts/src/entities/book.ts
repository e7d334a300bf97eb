import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { metaSchema } from '../common/envelope.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { languageSummarySchema, mediaSummarySchema, summarySchema } from '../common/summary.ts';

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
const name = z.string().trim().min(1, 'validation.name_required').max(255, 'validation.name_too_long');
const date = z.iso.date('validation.date');

/** A product as the knowledge base shows it: what to buy to read a book (never the provider’s reference). */
export const productSummarySchema = summarySchema.extend({
  name: z.string(),
  price: z.number().int(),
  currency: z.string(),
  number_of_days: z.number().int(),
});

/** A block linked to a chapter, readable by the reader (no questions). */
export const linkedBlockSchema = summarySchema.extend({
  title: z.string(),
  body: z.string().nullable(),
  media: mediaSummarySchema.nullable(),
});

/** A book or chapter as the tree around a book shows it (parent, root, children, siblings). */
export const bookSummarySchema = summarySchema.extend({
  parent_id: z.number().int().nullable(),
  sort_order: z.number().int(),
});

/** A knowledge-base book; a book with a parent is a chapter (spec §3). */
export const bookSchema = baseEntitySchema.extend({
  name: z.string(),
  /** A chapter's text only for its readers (null for anyone who has not bought its book). */
  description: z.string().nullable(),
  media_id: z.number().int().nullable(),
  parent_id: z.number().int().nullable(),
  parent: bookSummarySchema.nullable(),
  /** The top-most book (itself for a book). */
  root_id: z.number().int(),
  root: bookSummarySchema.nullable(),
  children_count: z.number().int(),
  language_id: z.number().int().nullable(),
  language: languageSummarySchema.nullable(),
  block_id: z.number().int().nullable(),
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
  /** `with=children`: the chapters, in order (learners: active ones). */
  children: z.array(bookSummarySchema).optional(),
  /** `with=siblings`: the other chapters of a chapter's parent, in order. */
  siblings: z.array(bookSummarySchema).optional(),
  /** `with=block`: the chapter's own block. */
  block: summarySchema.nullable().optional(),
  /** `with=media`. */
  media: mediaSummarySchema.nullable().optional(),
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
  /**
   * The place among its siblings (the chapters of the same parent, or the top-level books), 1 = first; the
   * siblings move to make room. Left out on create: after the last one.
   */
  sort_order: z.number().int().min(0).max(100_000).optional(),
  is_active: z.boolean().optional(),
});
export const bookUpdateSchema = bookCreateSchema.partial();

/** A book a user has (bought or was given), until end_date (spec §3 User-book). */
export const userBookSchema = baseEntitySchema.extend({
  user_id: z.number().int(),
  user: summarySchema.nullable(),
  book_id: z.number().int(),
  book: summarySchema.nullable(),
  /** The last day it counts ('YYYY-MM-DD'); null: no end. */
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
  company: summarySchema.nullable(),
  book_id: z.number().int(),
  book: summarySchema.nullable(),
  /** The last day it counts ('YYYY-MM-DD'); null: no end. */
  end_date: z.string().nullable(),
});
export const companyBookCreateSchema = z.strictObject({
  company_id: reference,
  book_id: reference,
  end_date: date.nullable().optional(),
});
export const companyBookUpdateSchema = z.strictObject({ end_date: date.nullable().optional() });

export const bookContract = defineResourceContract({
  segment: 'books',
  type: 'book',
  item: bookSchema,
  create: bookCreateSchema,
  update: bookUpdateSchema,
  filters: {
    /** A book's chapters (id or uuid), or `null` for the top-level books. */
    parent: z.union([z.literal('null'), filterValue.reference]),
    /** Everything under a top-most book (id or uuid). */
    root: filterValue.reference,
    /** By code, id or uuid. */
    language: filterValue.reference,
    is_active: filterValue.boolean,
    /** `true`: the books the reader holds; `false`: the others. */
    purchased: filterValue.boolean,
    /** `true`: chapters only; `false`: books only. */
    chapters: filterValue.boolean,
  },
  sorts: ['name', 'sort_order', 'created_at'],
  defaultSort: 'sort_order',
  search: true,
  with: ['children', 'siblings', 'block', 'media', 'products', 'blocks'],
  /**
   * The quiz blocks a chapter explains (block-knowledge-base rows, seen from the chapter). Their order is the
   * block's (its knowledge-base tab orders them): from the chapter, sync sets which blocks, never an order.
   */
  links: { blocks: { target: 'blocks', operations: ['attach', 'detach', 'sync'] } },
  abilities: ['view', 'update', 'delete'],
  delete: true,
});

export const userBookContract = defineResourceContract({
  segment: 'user-books',
  type: 'user_book',
  item: userBookSchema,
  create: userBookCreateSchema,
  update: userBookUpdateSchema,
  filters: { user: filterValue.reference, book: filterValue.reference },
  sorts: ['end_date', 'created_at'],
  defaultSort: '-created_at',
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
  delete: true,
});

export const companyBookContract = defineResourceContract({
  segment: 'company-books',
  type: 'company_book',
  item: companyBookSchema,
  create: companyBookCreateSchema,
  update: companyBookUpdateSchema,
  filters: { company: filterValue.reference, book: filterValue.reference },
  sorts: ['end_date', 'created_at'],
  defaultSort: '-created_at',
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
  delete: true,
});

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
