import { z } from 'zod';

/** Searches the server offers at POST /api/v1/search/{name} (the spotlight of spec §2). */
export const searchNames = ['courses', 'users'] as const;
export type SearchName = (typeof searchNames)[number];

export const searchRequestSchema = z.strictObject({
  searchables: z.strictObject({
    search: z.string().trim().max(200),
    limit: z.number().int().min(1).max(50).optional(),
  }),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** One hit: what the spotlight shows and where it leads. */
export const searchResultSchema = z.object({
  uuid: z.string(),
  fqmi: z.string(),
  header: z.string(),
  description: z.string().nullable(),
  url: z.string().optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
