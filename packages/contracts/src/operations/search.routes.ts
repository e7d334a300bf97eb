import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `search.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const searchRoutes = {
  'search.run': { method: 'POST', path: '/api/v1/search/:name' },
} as const satisfies Record<string, OperationRoute>;
