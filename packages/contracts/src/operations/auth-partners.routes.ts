import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `auth-partners.ts`, by name, without zod: the operations read theirs from
 * here (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const authPartnerRoutes = {
  'auth.loginWithStoryboard': { method: 'POST', path: '/api/v1/auth/login/storyboard' },
  'auth.loginWithNewlearning': { method: 'POST', path: '/api/v1/auth/login/newlearning' },
  'partnerIntegrations.list': { method: 'GET', path: '/api/v1/companies/:company/partner-integrations' },
  'partnerIntegrations.create': { method: 'POST', path: '/api/v1/companies/:company/partner-integrations' },
  'partnerIntegrations.revoke': { method: 'POST', path: '/api/v1/partner-integrations/:id/revoke' },
} as const satisfies Record<string, OperationRoute>;
