import { Navigate, type RouteObject } from 'react-router';
import { loadAreaTexts } from '../../i18n/area-texts.ts';
import { adminCatalogueRoutes } from './admin-catalogue-routes.tsx';
import { adminCourseRoutes } from './admin-course-routes.tsx';
import { adminMediaRoutes } from './admin-media-routes.tsx';
import { adminPeopleRoutes } from './admin-people-routes.tsx';
import { adminPlatformRoutes } from './admin-platform-routes.tsx';
import { adminQuizRoutes } from './admin-quiz-routes.tsx';
import { adminResourceRoutes } from './admin-resource-routes.tsx';
import { adminStatisticsRoutes } from './admin-statistics-routes.tsx';
import { type RouteHandle, routePath } from './route-path.ts';

/**
 * The admin area's branch of the route tree (spec §2 admin routes): added to the tree when an admin address is
 * first opened (area-routes.ts), so neither its route table nor its screens weigh on the first screen.
 */
export const adminAreaRoute: RouteObject = {
  id: 'admin',
  path: routePath('admin.index'),
  lazy: async () => {
    const [{ AdminLayout }] = await Promise.all([
      import('../layouts/admin-layout.tsx'),
      loadAreaTexts('admin'),
    ]);
    return { Component: AdminLayout };
  },
  children: [
    {
      // spec §2: /admin redirects to statistics, the admin landing page.
      index: true,
      handle: { name: 'admin.index' } satisfies RouteHandle,
      element: <Navigate to={routePath('admin.statistics.index')} replace />,
    },
    ...adminResourceRoutes,
    ...adminMediaRoutes,
    ...adminStatisticsRoutes,
    ...adminPlatformRoutes,
    ...adminQuizRoutes,
    ...adminCourseRoutes,
    ...adminCatalogueRoutes,
    ...adminPeopleRoutes,
  ],
};
