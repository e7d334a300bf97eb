import type { FastifyInstance } from 'fastify';
import { assertStorableInput } from './storable-text.ts';

/**
 * One check at the edge for every route (DESIGN §9): path parameters, the query and a parsed body may hold
 * no text PostgreSQL cannot store, and no nesting deeper than any form sends. It runs before schema
 * validation, so no route's code, schema or SQL ever sees such input. Multipart fields are read by the
 * form routes themselves and pass the same check there (form-input.ts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertStorableInput(request.params, request.query, request.body);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
