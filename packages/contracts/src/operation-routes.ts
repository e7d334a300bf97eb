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
} as const satisfies Record<string, OperationRoute>;

export type RoutedOperationName = keyof typeof operationRoutes;
