import type { OperationRoute } from './common/operation-route.ts';

/**
 * Method and path of every named operation, by name: the web's client reads this table (no zod in it). The
 * operations themselves say the same (`operations.ts` checks it at compile time, operations.test.ts at run
 * time), so a route changed on one side only does not compile.
 */
export const operationRoutes = {
  'examinations.start': { method: 'POST', path: '/api/v1/examinations' },
  'examinations.saveAnswer': { method: 'POST', path: '/api/v1/examinations/:id/answers' },
  'examinations.putAnswer': { method: 'PUT', path: '/api/v1/examinations/:id/answers' },
  'examinations.submit': { method: 'POST', path: '/api/v1/examinations/:id/submit' },
  'examinations.results': { method: 'GET', path: '/api/v1/examinations/:id/results' },
  'learning.restartCourse': { method: 'POST', path: '/api/v1/learning/courses/:id/restart' },
  'users.settings': { method: 'GET', path: '/api/v1/users/me/settings' },
  'users.updateSettings': { method: 'PATCH', path: '/api/v1/users/me/settings' },
  'users.ownPasswordResetMail': { method: 'POST', path: '/api/v1/users/me/password-reset-mail' },
  'books.knowledgeBase': { method: 'GET', path: '/api/ecommerce/v1/books' },
  'auth.login': { method: 'POST', path: '/api/v1/auth/login' },
  'auth.logout': { method: 'POST', path: '/api/v1/auth/logout' },
  'auth.captchaChallenge': { method: 'GET', path: '/api/v1/auth/captcha/challenge' },
  'auth.requestPasswordReset': { method: 'POST', path: '/api/v1/auth/request-reset-password' },
  'auth.recover': { method: 'POST', path: '/api/v1/auth/recover' },
  'auth.resetPassword': { method: 'POST', path: '/api/v1/auth/reset-password' },
  'auth.registrationCompany': { method: 'GET', path: '/api/v1/auth/register/:company' },
  'auth.register': { method: 'POST', path: '/api/v1/auth/register' },
  'auth.completeRegistration': { method: 'POST', path: '/api/v1/auth/register/additional' },
  'auth.validateCompanyInvitation': { method: 'POST', path: '/api/v1/auth/validate-company-invitation' },
  'auth.acceptCompanyInvitation': { method: 'POST', path: '/api/v1/auth/accept-company-invitation' },
  'auth.validateEmailUpdate': { method: 'POST', path: '/api/v1/auth/validate-verify-email-update' },
  'auth.confirmEmailUpdate': { method: 'POST', path: '/api/v1/auth/confirmed-verify-email-update' },
  'context.read': { method: 'GET', path: '/api/v1/context' },
  'context.poll': { method: 'GET', path: '/api/v1/poll' },
  'context.diagnosticAuth': { method: 'GET', path: '/api/v1/diagnostic/auth' },
  'users.setCompanyManager': { method: 'PUT', path: '/api/v1/users/:user/companies/:company/manager' },
  'users.passwordResetMail': { method: 'POST', path: '/api/v1/users/:user/password-reset-mail' },
  'users.schedule': { method: 'GET', path: '/api/v1/users/:id/schedule' },
  'users.associations': { method: 'GET', path: '/api/v1/users/:id/associations' },
  'users.previewImport': { method: 'POST', path: '/api/v1/companies/:company/people-import/preview' },
  'users.import': { method: 'POST', path: '/api/v1/companies/:company/people-import' },
  'companies.profile': { method: 'GET', path: '/api/v1/companies/:id/profile' },
  'enrollments.bulkCreate': { method: 'POST', path: '/api/v1/enrollments/bulk' },
  'apiKeys.create': { method: 'POST', path: '/api/v1/api-keys' },
  'apiKeys.revoke': { method: 'POST', path: '/api/v1/api-keys/:id/revoke' },
  'actions.run': { method: 'POST', path: '/api/v1/action' },
} as const satisfies Record<string, OperationRoute>;

export type RoutedOperationName = keyof typeof operationRoutes;
