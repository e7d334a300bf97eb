import { z } from 'zod';
import { itemEnvelope, listEnvelope } from '../common/envelope.ts';
import { defineOperation } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { publicShopRoutes } from './public-shop.routes.ts';

/** A course or book a public product includes: only what the shop shows and links to. */
export const publicIncludedSchema = z.object({ uuid: z.string(), name: z.string() });

/**
 * A public product (spec §3 "A public product has the same fields"), by allow-list: what a visitor of the shop
 * may read. The payment provider's reference (`paddle_product_id`) and the admin flags are never in it.
 */
export const publicProductSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** A signed link to the image (no sign-in needed), or null. */
  image_url: z.string().nullable(),
  /** In the smallest currency unit (øre, cents). */
  price: z.number().int(),
  currency: z.string(),
  number_of_days: z.number().int(),
  courses_included: z.array(publicIncludedSchema),
  books_included: z.array(publicIncludedSchema),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

export const publicProductsQuerySchema = z.object({
  search: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(12),
  request: z.string().max(200).optional(),
});

const tags = ['shop', 'public'];

/** GET /api/public/v1/products (spec §7): the tenant's public, active products, without sign-in. */
export const listPublicProducts = defineOperation({
  ...routed(publicShopRoutes, 'shop.products.list'),
  summary: 'The public shop: active public products, searchable and paged (no sign-in; cacheable)',
  tags,
  query: publicProductsQuerySchema,
  response: listEnvelope(publicProductSchema),
  errors: [422, 429],
  guard: 'public',
});

/** GET /api/public/v1/product/{id} (spec §7): one public, active product by uuid; anything else is a 404. */
export const showPublicProduct = defineOperation({
  ...routed(publicShopRoutes, 'shop.products.show'),
  summary: 'One public product of the shop by uuid (no sign-in; cacheable)',
  tags,
  params: z.object({ id: z.string().max(64).describe('The product’s uuid') }),
  response: itemEnvelope(publicProductSchema),
  errors: [404, 429],
  guard: 'public',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const publicShopOperations = [listPublicProducts, showPublicProduct] as const;
