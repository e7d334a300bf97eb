import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `people.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const peopleRoutes = {
  'users.create': { method: 'POST', path: '/api/v1/users' },
  'users.setCompanyManager': { method: 'PUT', path: '/api/v1/users/:user/companies/:company/manager' },
  'users.passwordResetMail': { method: 'POST', path: '/api/v1/users/:user/password-reset-mail' },
  'users.schedule': { method: 'GET', path: '/api/v1/users/:id/schedule' },
  'users.associations': { method: 'GET', path: '/api/v1/users/:id/associations' },
  'users.previewImport': { method: 'POST', path: '/api/v1/companies/:company/people-import/preview' },
  'users.importTemplate': { method: 'GET', path: '/api/v1/companies/:company/people-import/template' },
  'users.import': { method: 'POST', path: '/api/v1/companies/:company/people-import' },
  'users.export': { method: 'GET', path: '/api/v1/users/export' },
} as const satisfies Record<string, OperationRoute>;
