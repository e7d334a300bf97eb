import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `certificates.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const certificateRoutes = {
  'certificates.pdf': { method: 'GET', path: '/api/v1/certificates/:id/pdf' },
  'certificates.publicPdf': { method: 'GET', path: '/public/certificate/:uuid/:id' },
} as const satisfies Record<string, OperationRoute>;
