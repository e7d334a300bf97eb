/**
 * The named operations the web's first screen calls itself (the context, the account's language), apart from
 * the whole route table: the start-up carries only these few routes, so the first screen does not grow with
 * every operation added (`first-screen.spec.ts` holds its size). Their routes are written here, once; their
 * features' tables (`operations/context.routes.ts`, `operations/user-settings.routes.ts`) name them from here,
 * so the start-up does not carry those features' other routes either.
 */
export const startupOperationRoutes = {
  'context.read': { method: 'GET', path: '/api/v1/context' },
  'users.updateSettings': { method: 'PATCH', path: '/api/v1/users/me/settings' },
} as const;

export type StartupOperationName = keyof typeof startupOperationRoutes;
