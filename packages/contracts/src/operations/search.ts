import { z } from 'zod';
import { listEnvelope } from '../common/envelope.ts';
import { defineOperation } from '../common/operation-contract.ts';
import { searchRequestSchema, searchResultSchema } from '../entities/search.ts';

/** The searches the server registers (modules/search/registered-searches.ts holds the same names). */
export const searchNames = ['courses', 'users'] as const;
export type SearchName = (typeof searchNames)[number];

/** POST /api/v1/search/{name} {searchables: {search, limit?}} (spec §7, the global spotlight). */
export const runSearch = defineOperation({
  name: 'search.run',
  method: 'POST',
  path: '/api/v1/search/:name',
  summary: `Searches by name: ${searchNames.join(', ')}`,
  tags: ['search'],
  params: z.object({ name: z.string().max(100) }),
  body: searchRequestSchema,
  response: listEnvelope(searchResultSchema),
  errors: [401, 403, 404, 422],
  guard: 'signedIn',
});
