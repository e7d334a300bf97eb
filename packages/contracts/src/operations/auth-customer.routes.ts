import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `auth-customer.ts`, by name, without zod: the operations read theirs from
 * here (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const authCustomerRoutes = {
  'auth.registerCustomer': { method: 'POST', path: '/api/v1/auth/register-customer' },
} as const satisfies Record<string, OperationRoute>;
