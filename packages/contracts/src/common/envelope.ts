import { z } from 'zod';

/** Pagination block of every list response. */
export const paginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `meta` of every JSON response under /api (DESIGN §4). */
export const metaSchema = z.object({
  uuid: z.string(),
  request: z.string().nullable(),
  relations: z.array(z.string()),
  pagination: paginationSchema.optional(),
  message: z.string().optional(),
});
export type Meta = z.infer<typeof metaSchema>;

export const itemEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ item, meta: metaSchema }) });
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ items: z.array(item), meta: metaSchema }) });

/** Body of every error response: a message and, for 422, messages keyed by field. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Query parameters understood by every list endpoint. */
export const listQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
    search: z.string().max(200).optional(),
    sort: z.string().max(100).optional(),
    with: z.string().max(500).optional(),
    request: z.string().max(200).optional(),
  })
  .catchall(z.unknown());
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The answer of a write that has nothing to show but its message (`{ data: { message, relations, meta } }`). */
export const messageEnvelope = z.object({
  data: z.object({ message: z.string(), relations: z.array(z.string()), meta: metaSchema }),
});
