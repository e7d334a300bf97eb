import type { OrganizationRoutes } from './organization-route-parts.ts';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

/** The settings, reports and training matrix tabs of the company overview. */
export const organizationSettingsRoutes: OrganizationRoutes = {
  tabs: [
    {
      path: routePath('organization.company.matrix'),
      handle: handle('organization.company.matrix'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/matrix/training-matrix-tab.tsx'))
          .TrainingMatrixTab,
      }),
    },
    {
      path: routePath('organization.company.reports'),
      handle: handle('organization.company.reports'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/reports/reports-tab.tsx')).ReportsTab,
      }),
    },
    {
      path: routePath('organization.company.settings'),
      handle: handle('organization.company.settings'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/settings/settings-tab.tsx')).SettingsTab,
      }),
    },
  ],
  pages: [],
};
