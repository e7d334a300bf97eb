import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `public-shop.ts`, by name, without zod: the operations read theirs from
 * here (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const publicShopRoutes = {
  'shop.products.list': { method: 'GET', path: '/api/public/v1/products' },
  'shop.products.show': { method: 'GET', path: '/api/public/v1/product/:id' },
} as const satisfies Record<string, OperationRoute>;
