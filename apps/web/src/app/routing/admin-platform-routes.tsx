import type { RouteObject } from 'react-router';

/** The changelog, the tenant settings and the admin notifications (spec §2 admin routes), children of the admin layout. */
export const adminPlatformRoutes: RouteObject[] = [];
