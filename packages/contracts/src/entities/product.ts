import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { summarySchema } from '../common/summary.ts';

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
const name = z.string().trim().min(1, 'validation.name_required').max(255, 'validation.name_too_long');

/** A shop bundle of courses and books sold for number_of_days of access (spec §3 Product). */
export const productSchema = baseEntitySchema.extend({
  name: z.string(),
  description: z.string().nullable(),
  image_id: z.number().int().nullable(),
  paddle_product_id: z.string().nullable(),
  /** In the smallest currency unit (øre, cents). */
  price: z.number().int(),
  currency: z.string(),
  number_of_days: z.number().int(),
  is_active: z.boolean(),
  is_public: z.boolean(),
  /** The courses the product includes (named to every reader: the shop sells by them). */
  courses_included: z.array(summarySchema.extend({ code: z.string().nullable() })),
  books_included: z.array(summarySchema),
  /** `with=image`. */
  image: summarySchema.extend({ mime: z.string().nullable() }).nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productCreateSchema = z.strictObject({
  name,
  description: z.string().max(20_000, 'validation.too_long').nullable().optional(),
  image_id: reference.nullable().optional(),
  /** The payment provider's product; one product of the tenant each (a payment names what it fulfils). */
  paddle_product_id: z.string().trim().max(100, 'validation.too_long').nullable().optional(),
  price: z
    .number({ error: 'validation.required' })
    .int('validation.invalid_value')
    .min(0, 'validation.invalid_value')
    .max(100_000_000, 'validation.invalid_value'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'validation.invalid_value')
    .optional(),
  number_of_days: z
    .number({ error: 'validation.required' })
    .int('validation.invalid_value')
    .min(1, 'validation.invalid_value')
    .max(36500, 'validation.invalid_value'),
  is_active: z.boolean().optional(),
  is_public: z.boolean().optional(),
});
export const productUpdateSchema = productCreateSchema.partial();

export const productContract = defineResourceContract({
  segment: 'products',
  type: 'product',
  item: productSchema,
  create: productCreateSchema,
  update: productUpdateSchema,
  filters: {
    is_active: filterValue.boolean,
    is_public: filterValue.boolean,
    /** Products that include a course (id or uuid). */
    course: filterValue.reference,
    /** Products that include a book (id or uuid). */
    book: filterValue.reference,
  },
  sorts: ['name', 'price', 'created_at'],
  defaultSort: 'name',
  search: true,
  with: ['image'],
  /** The courses and books a product includes (books: whole books, not chapters). */
  links: {
    courses: { target: 'courses', operations: ['attach', 'detach', 'sync'] },
    books: { target: 'books', operations: ['attach', 'detach', 'sync'] },
  },
  abilities: ['view', 'update', 'delete'],
  delete: true,
});
