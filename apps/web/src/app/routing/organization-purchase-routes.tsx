import type { OrganizationRoutes } from './organization-route-parts.ts';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

/** What a company holds beyond enrollments: its access passes (a tab; buying seats is a dialog of the Courses tab). */
export const organizationPurchaseRoutes: OrganizationRoutes = {
  tabs: [
    {
      path: routePath('organization.company.access-passes'),
      handle: handle('organization.company.access-passes'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/access-passes/access-passes-tab.tsx'))
          .AccessPassesTab,
      }),
    },
  ],
  pages: [],
};
