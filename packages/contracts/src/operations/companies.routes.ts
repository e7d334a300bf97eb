import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `companies.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const companyRoutes = {
  'companies.profile': { method: 'GET', path: '/api/v1/companies/:id/profile' },
} as const satisfies Record<string, OperationRoute>;
