import type { OperationRoute } from '../common/operation-route.ts';
import { startupOperationRoutes } from '../startup-operation-routes.ts';

/**
 * Method and path of each operation in `context.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 * The first screen's own calls keep their route in `startup-operation-routes.ts`, so its entry carries only those.
 */
export const contextRoutes = {
  'context.read': startupOperationRoutes['context.read'],
  'context.poll': { method: 'GET', path: '/api/v1/poll' },
  'context.diagnosticAuth': { method: 'GET', path: '/api/v1/diagnostic/auth' },
} as const satisfies Record<string, OperationRoute>;
