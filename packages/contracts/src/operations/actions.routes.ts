import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `actions.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const actionRoutes = {
  'actions.run': { method: 'POST', path: '/api/v1/action' },
} as const satisfies Record<string, OperationRoute>;
