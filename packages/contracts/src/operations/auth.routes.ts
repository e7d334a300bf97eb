import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `auth.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const authRoutes = {
  'auth.login': { method: 'POST', path: '/api/v1/auth/login' },
  'auth.loginWithCode': { method: 'POST', path: '/api/v1/auth/login/code' },
  'auth.requestLoginCode': { method: 'POST', path: '/api/v1/auth/login/code/request' },
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
} as const satisfies Record<string, OperationRoute>;
