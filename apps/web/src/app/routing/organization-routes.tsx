import type { RouteObject } from 'react-router';
import { organizationDepartmentRoutes } from './organization-department-routes.tsx';
import { organizationInsightsRoutes } from './organization-insights-routes.tsx';
import { organizationPurchaseRoutes } from './organization-purchase-routes.tsx';
import { organizationSettingsRoutes } from './organization-settings-routes.tsx';
import { organizationUserRoutes } from './organization-user-routes.tsx';

const parts = [
  organizationInsightsRoutes,
  organizationUserRoutes,
  organizationDepartmentRoutes,
  organizationSettingsRoutes,
  organizationPurchaseRoutes,
];

/**
 * The organization area's screens (spec §2 organization routes), children of the organization layout: the
 * company overview with its tabs as child routes, then the pages of one user, department or course.
 */
export const organizationRoutes: RouteObject[] = [
  {
    lazy: async () => ({
      Component: (await import('../../areas/organization/company/company-overview-page.tsx'))
        .CompanyOverviewPage,
    }),
    children: parts.flatMap((part) => part.tabs),
  },
  ...parts.flatMap((part) => part.pages),
];
