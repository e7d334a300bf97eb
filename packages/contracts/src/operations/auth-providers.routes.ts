import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `auth-providers.ts`, by name, without zod: the operations read theirs from
 * here (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const authProviderRoutes = {
  'authProviders.start': { method: 'POST', path: '/api/v1/auth/login/:provider/start' },
  'authProviders.login': { method: 'POST', path: '/api/v1/auth/login/:provider' },
} as const satisfies Record<string, OperationRoute>;
