import { z } from 'zod';
import { listEnvelope } from '../common/envelope.ts';
import { defineOperation } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { searchNames, searchRequestSchema, searchResultSchema } from '../entities/search.ts';
import { searchRoutes } from './search.routes.ts';

/** POST /api/v1/search/{name} {searchables: {search, limit?}} (spec §7, the global spotlight). */
export const runSearch = defineOperation({
  ...routed(searchRoutes, 'search.run'),
  summary: `Searches by name: ${searchNames.join(', ')}`,
  tags: ['search'],
  params: z.object({ name: z.string().max(100) }),
  body: searchRequestSchema,
  response: listEnvelope(searchResultSchema),
  errors: [401, 403, 404, 422],
  guard: 'signedIn',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const searchOperations = [runSearch] as const;
