import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `enrollments.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const enrollmentRoutes = {
  'enrollments.bulkCreate': { method: 'POST', path: '/api/v1/enrollments/bulk' },
} as const satisfies Record<string, OperationRoute>;
