import type { RouteObject } from 'react-router';

/** Companies, departments, users and enrollments (spec §2 admin routes), children of the admin layout. */
export const adminPeopleRoutes: RouteObject[] = [];
