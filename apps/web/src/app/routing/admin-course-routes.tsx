import type { RouteObject } from 'react-router';

/** Courses and course variants (spec §2 admin routes), children of the admin layout. */
export const adminCourseRoutes: RouteObject[] = [];
