/**
 * The named operations the web's first screen calls itself (the context, the account's language), apart from
 * the whole route table: the start-up carries only these few routes, so the first screen does not grow with
 * every operation added (`first-screen.spec.ts` holds its size). `operation-routes.ts` includes them.
 */
export const startupOperationRoutes = {
  'context.read': { method: 'GET', path: '/api/v1/context' },
  'users.updateSettings': { method: 'PATCH', path: '/api/v1/users/me/settings' },
} as const;

export type StartupOperationName = keyof typeof startupOperationRoutes;
