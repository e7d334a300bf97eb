import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
const related = z
  .object({ id: z.number().int(), uuid: z.string(), fqmi: z.string(), header: z.string() })
  .passthrough();
const name = z.string().trim().min(1, 'validation.name_required').max(255, 'validation.name_too_long');

/** A shop bundle of courses and books sold for number_of_days of access (spec §3 Product). */
export const productSchema = baseEntitySchema.extend({
  name: z.string(),
  description: z.string().nullable(),
  image_id: z.number().int().nullable(),
  image: related.nullable().optional(),
  paddle_product_id: z.string().nullable(),
  /** In the smallest currency unit (øre, cents). */
  price: z.number().int(),
  currency: z.string(),
  number_of_days: z.number().int(),
  is_active: z.boolean(),
  is_public: z.boolean(),
  courses_included: z.array(related),
  books_included: z.array(related),
});
export type Product = z.infer<typeof productSchema>;

export const productCreateSchema = z.strictObject({
  name,
  description: z.string().max(20_000, 'validation.too_long').nullable().optional(),
  image_id: reference.nullable().optional(),
  paddle_product_id: z.string().trim().max(100, 'validation.too_long').nullable().optional(),
  price: z.number().int().min(0).max(100_000_000),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'validation.invalid_value')
    .optional(),
  number_of_days: z.number().int().min(1).max(36500),
  is_active: z.boolean().optional(),
  is_public: z.boolean().optional(),
});
export const productUpdateSchema = productCreateSchema.partial();

/** Link names for `POST /products/{uuid}/{attach|detach|sync}/{name}`. */
export const productLinks = ['courses', 'books'] as const;
export const productFilters = ['is_active', 'is_public', 'course', 'book'] as const;
export const productActions = ['view', 'update', 'delete'] as const;
