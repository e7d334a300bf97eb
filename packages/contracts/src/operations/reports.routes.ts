import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `reports.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const reportRoutes = {
  'reports.trainingMatrix': { method: 'GET', path: '/api/v1/companies/:id/training-matrix' },
  'reports.trainingMatrixDownload': { method: 'GET', path: '/api/v1/companies/:id/training-matrix/download' },
  'reports.deadlines': { method: 'GET', path: '/api/v1/companies/:id/deadlines' },
  'reports.reach': { method: 'GET', path: '/api/v1/companies/:id/report-reach' },
  'reports.companyReportDownload': { method: 'GET', path: '/api/v1/company-reports/:id/download' },
} as const satisfies Record<string, OperationRoute>;
