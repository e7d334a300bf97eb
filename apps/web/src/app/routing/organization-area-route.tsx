import type { RouteObject } from 'react-router';
import { loadAreaTexts } from '../../i18n/area-texts.ts';
import { organizationRoutes } from './organization-routes.tsx';
import { type RouteHandle, routePath } from './route-path.ts';

/**
 * The organization area's branch of the route tree: added to the tree when an organization address is first
 * opened (area-routes.ts), like the admin area's.
 */
export const organizationAreaRoute: RouteObject = {
  id: 'organization',
  path: routePath('organization.company.update'),
  // Every page below is the organization area's, so its guard holds even where a child names no route.
  handle: { name: 'organization.company.update' } satisfies RouteHandle,
  lazy: async () => {
    const [{ OrganizationLayout }] = await Promise.all([
      import('../layouts/organization-layout.tsx'),
      loadAreaTexts('organization'),
    ]);
    return { Component: OrganizationLayout };
  },
  children: organizationRoutes,
};
