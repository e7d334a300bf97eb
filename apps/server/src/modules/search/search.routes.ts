import { errorBodySchema, listEnvelope as listEnvelopeSchema } from '@academy/contracts/common/envelope';
import { searchRequestSchema, searchResultSchema } from '@academy/contracts/entities/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelope } from '../../platform/http/envelope.ts';
import { forbidden, notFound } from '../../platform/http/http-error.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import type { SearchActor, SearchDefinition } from './define-search.ts';
import { registeredSearches } from './registered-searches.ts';

const defaultLimit = 10;

/** POST /api/v1/search/{name} {searchables: {search, limit?}} (spec §7, the global spotlight). */
export async function searchRoutes(
  fastify: FastifyInstance,
  options: { searches?: SearchDefinition[] } = {},
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const searches = new Map((options.searches ?? registeredSearches).map((search) => [search.name, search]));

  app.post(
    '/api/v1/search/:name',
    {
      // Before body validation, so a signed-out caller learns nothing about the payload: 401 first.
      preValidation: requireUser,
      schema: {
        tags: ['search'],
        summary: `Searches by name: ${[...searches.keys()].join(', ')}`,
        security: [{ bearer: [] }],
        params: z.object({ name: z.string().max(100) }),
        body: searchRequestSchema,
        response: {
          200: listEnvelopeSchema(searchResultSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const definition = searches.get(request.params.name);
      if (!definition) throw notFound();
      const actor = request.actor as SearchActor;
      if (!definition.authorize(actor)) throw forbidden();
      const { search, limit = defaultLimit } = request.body.searchables;
      const items = await definition.run({
        actor,
        search,
        limit,
        db: app.services.db,
        locale: request.locale,
      });
      return listEnvelope(request, items);
    },
  );
}
