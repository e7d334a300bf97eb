import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `lti.ts`, by name, without zod. The platform-facing ones (login
 * initiation, launch, the tool's keys) live under /api/lti, the addresses an LMS administrator copies; the
 * academy pages' calls under /api/v1/lti.
 */
export const ltiRoutes = {
  'lti.jwks': { method: 'GET', path: '/api/lti/jwks' },
  'lti.loginGet': { method: 'GET', path: '/api/lti/login' },
  'lti.loginPost': { method: 'POST', path: '/api/lti/login' },
  'lti.launch': { method: 'POST', path: '/api/lti/launch' },
  'lti.exchange': { method: 'POST', path: '/api/v1/lti/exchange' },
  'lti.deepLinkCourses': { method: 'POST', path: '/api/v1/lti/deep-link/courses' },
  'lti.deepLinkRespond': { method: 'POST', path: '/api/v1/lti/deep-link/respond' },
} as const satisfies Record<string, OperationRoute>;
