import type { RouteObject } from 'react-router';

/**
 * One part of the organization area: `tabs` are children of the company overview page (rendered in its tab
 * panel with the company as outlet context), `pages` are the area's other pages (a user's, a department's, a
 * course's), children of the organization layout.
 */
export type OrganizationRoutes = { tabs: RouteObject[]; pages: RouteObject[] };
