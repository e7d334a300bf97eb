import { runSearch } from '@academy/contracts/operations/search';
import type { FastifyInstance } from 'fastify';
import { listEnvelope } from '../../platform/http/envelope.ts';
import { forbidden, notFound } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import type { SearchActor, SearchDefinition } from './define-search.ts';
import { registeredSearches } from './registered-searches.ts';

const defaultLimit = 10;

/** POST /api/v1/search/{name} {searchables: {search, limit?}} (spec §7, the global spotlight). */
export async function searchRoutes(app: FastifyInstance, options: { searches?: SearchDefinition[] } = {}) {
  const searches = new Map((options.searches ?? registeredSearches).map((search) => [search.name, search]));

  registerOperation(
    app,
    runSearch,
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
    // Before body validation, so a signed-out caller learns nothing about the payload: 401 first.
    { preValidation: requireUser },
  );
}
