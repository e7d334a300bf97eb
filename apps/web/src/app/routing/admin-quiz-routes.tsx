import type { RouteObject } from 'react-router';

/** Questions, blocks and lessons (spec §2 admin routes), children of the admin layout. */
export const adminQuizRoutes: RouteObject[] = [];
