import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `system.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`. Outside `/api/`: load
 * balancers and orchestrators ask them on any host, without a tenant.
 */
export const systemRoutes = {
  'system.health': { method: 'GET', path: '/health' },
  'system.ready': { method: 'GET', path: '/ready' },
} as const satisfies Record<string, OperationRoute>;
