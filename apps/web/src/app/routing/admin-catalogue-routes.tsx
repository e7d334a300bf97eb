import type { RouteObject } from 'react-router';

/** Books with their chapters, and products (spec §2 admin routes), children of the admin layout. */
export const adminCatalogueRoutes: RouteObject[] = [];
