import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `api-keys.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const apiKeyRoutes = {
  'apiKeys.create': { method: 'POST', path: '/api/v1/api-keys' },
  'apiKeys.revoke': { method: 'POST', path: '/api/v1/api-keys/:id/revoke' },
} as const satisfies Record<string, OperationRoute>;
