import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `reminders.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const reminderRoutes = {
  'reminders.send': { method: 'POST', path: '/api/v1/companies/:company/reminders' },
  'reminders.preview': { method: 'POST', path: '/api/v1/companies/:company/reminders/preview' },
  'reminders.deliveries': {
    method: 'GET',
    path: '/api/v1/companies/:company/users/:user/reminder-deliveries',
  },
  'mail.unsubscribePage': { method: 'GET', path: '/api/v1/mail/unsubscribe/:token' },
  'mail.unsubscribe': { method: 'POST', path: '/api/v1/mail/unsubscribe/:token' },
} as const satisfies Record<string, OperationRoute>;
