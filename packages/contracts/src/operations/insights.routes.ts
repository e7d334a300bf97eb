import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `insights.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const insightRoutes = {
  'insights.courses': { method: 'GET', path: '/api/v1/companies/:id/insights' },
  'insights.learners': { method: 'GET', path: '/api/v1/companies/:id/insights/courses/:course/learners' },
} as const satisfies Record<string, OperationRoute>;
