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
  'statistics.read': { method: 'GET', path: '/api/v1/statistics' },
  'statistics.enrollmentTimeline': { method: 'GET', path: '/api/v1/statistics/enrollment-timeline' },
  'search.run': { method: 'POST', path: '/api/v1/search/:name' },
  'insights.courses': { method: 'GET', path: '/api/v1/companies/:id/insights' },
  'insights.learners': { method: 'GET', path: '/api/v1/companies/:id/insights/courses/:course/learners' },
  'reports.trainingMatrix': { method: 'GET', path: '/api/v1/companies/:id/training-matrix' },
  'reports.trainingMatrixDownload': { method: 'GET', path: '/api/v1/companies/:id/training-matrix/download' },
  'reports.deadlines': { method: 'GET', path: '/api/v1/companies/:id/deadlines' },
  'reports.reach': { method: 'GET', path: '/api/v1/companies/:id/report-reach' },
  'reports.companyReportDownload': { method: 'GET', path: '/api/v1/company-reports/:id/download' },
  'reminders.send': { method: 'POST', path: '/api/v1/companies/:company/reminders' },
  'reminders.preview': { method: 'POST', path: '/api/v1/companies/:company/reminders/preview' },
  'reminders.deliveries': {
    method: 'GET',
    path: '/api/v1/companies/:company/users/:user/reminder-deliveries',
  },
  'mail.unsubscribePage': { method: 'GET', path: '/api/v1/mail/unsubscribe/:token' },
  'mail.unsubscribe': { method: 'POST', path: '/api/v1/mail/unsubscribe/:token' },
  'certificates.pdf': { method: 'GET', path: '/api/v1/certificates/:id/pdf' },
  'certificates.publicPdf': { method: 'GET', path: '/public/certificate/:uuid/:id' },
  'media.create': { method: 'POST', path: '/api/v1/media' },
  'media.replace': { method: 'POST', path: '/api/v1/media/:id/replace' },
  'media.source': { method: 'GET', path: '/api/v1/media/:uuid/:variant' },
  'media.hlsMaster': { method: 'GET', path: '/api/v1/media/:uuid/hls/:file' },
  'media.hlsRendition': { method: 'GET', path: '/api/v1/media/:uuid/hls/:rendition/:file' },
  'media.embed': { method: 'GET', path: '/api/v1/media/:uuid/embed' },
  'directories.detachChildren': { method: 'POST', path: '/api/v1/directories/:id/detach-children' },
} as const satisfies Record<string, OperationRoute>;

export type RoutedOperationName = keyof typeof operationRoutes;
