import type { RouteObject } from 'react-router';

/** The organization area's screens (spec §2 organization routes), children of the organization layout. */
export const organizationRoutes: RouteObject[] = [];
