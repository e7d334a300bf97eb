import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `login-codes.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const loginCodeRoutes = {
  'loginCodes.list': { method: 'GET', path: '/api/v1/users/:user/login-codes' },
  'loginCodes.issue': { method: 'POST', path: '/api/v1/users/:user/login-codes' },
  'loginCodes.revoke': { method: 'POST', path: '/api/v1/users/:user/login-codes/:id/revoke' },
} as const satisfies Record<string, OperationRoute>;
