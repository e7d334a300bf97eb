import type { RouteObject } from 'react-router';

/** The statistics landing page and the enrollments timeline (spec §2 admin routes), children of the admin layout. */
export const adminStatisticsRoutes: RouteObject[] = [];
