import type { OperationRoute } from '../common/operation-route.ts';
import { startupOperationRoutes } from '../startup-operation-routes.ts';

/**
 * Method and path of each operation in `user-settings.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 * The first screen's own calls keep their route in `startup-operation-routes.ts`, so its entry carries only those.
 */
export const userSettingsRoutes = {
  'users.settings': { method: 'GET', path: '/api/v1/users/me/settings' },
  'users.updateSettings': startupOperationRoutes['users.updateSettings'],
  'users.ownPasswordResetMail': { method: 'POST', path: '/api/v1/users/me/password-reset-mail' },
} as const satisfies Record<string, OperationRoute>;
