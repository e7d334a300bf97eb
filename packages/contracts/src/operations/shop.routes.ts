import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `shop.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const shopRoutes = {
  'shop.checkouts.create': { method: 'POST', path: '/api/ecommerce/v1/checkouts' },
  'shop.checkouts.show': { method: 'GET', path: '/api/ecommerce/v1/checkouts/:id' },
  'shop.receipts.exists': { method: 'GET', path: '/api/ecommerce/v1/receipts/exists' },
  'shop.receipts.totals': { method: 'GET', path: '/api/ecommerce/v1/receipts/totals' },
  'shop.receipts.refund': { method: 'POST', path: '/api/ecommerce/v1/receipts/:id/refund' },
  'shop.sandbox.pay': { method: 'POST', path: '/api/ecommerce/v1/sandbox/checkouts/:id/pay' },
  'shop.sandbox.decline': { method: 'POST', path: '/api/ecommerce/v1/sandbox/checkouts/:id/decline' },
  'shop.webhooks.receive': { method: 'POST', path: '/api/ecommerce/v1/webhooks/:provider' },
} as const satisfies Record<string, OperationRoute>;
