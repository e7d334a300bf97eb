import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `statistics.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const statisticsRoutes = {
  'statistics.read': { method: 'GET', path: '/api/v1/statistics' },
  'statistics.enrollmentTimeline': { method: 'GET', path: '/api/v1/statistics/enrollment-timeline' },
} as const satisfies Record<string, OperationRoute>;
