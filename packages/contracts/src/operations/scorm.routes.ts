import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `scorm.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const scormRoutes = {
  'scorm.createPackage': { method: 'POST', path: '/api/v1/scorm-packages' },
  'scorm.revokePackage': { method: 'POST', path: '/api/v1/scorm-packages/:id/revoke' },
  'scorm.downloadPackage': { method: 'GET', path: '/api/v1/scorm-packages/:id/download' },
  'scorm.launch': { method: 'GET', path: '/api/v1/scorm/launch/:package' },
  'scorm.login': { method: 'POST', path: '/api/v1/auth/login/scorm' },
} as const satisfies Record<string, OperationRoute>;
