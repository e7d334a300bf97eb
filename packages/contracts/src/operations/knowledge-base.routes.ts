import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `knowledge-base.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const knowledgeBaseRoutes = {
  'books.knowledgeBase': { method: 'GET', path: '/api/ecommerce/v1/books' },
} as const satisfies Record<string, OperationRoute>;
