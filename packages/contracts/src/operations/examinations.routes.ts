import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `examinations.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const examinationRoutes = {
  'examinations.start': { method: 'POST', path: '/api/v1/examinations' },
  'examinations.saveAnswer': { method: 'POST', path: '/api/v1/examinations/:id/answers' },
  'examinations.putAnswer': { method: 'PUT', path: '/api/v1/examinations/:id/answers' },
  'examinations.submit': { method: 'POST', path: '/api/v1/examinations/:id/submit' },
  'examinations.results': { method: 'GET', path: '/api/v1/examinations/:id/results' },
} as const satisfies Record<string, OperationRoute>;
