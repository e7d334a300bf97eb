import type { RouteObject } from 'react-router';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

/** The statistics landing page and the enrollments timeline (spec §2 admin routes), children of the admin layout. */
export const adminStatisticsRoutes: RouteObject[] = [
  {
    path: routePath('admin.statistics.index'),
    handle: handle('admin.statistics.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/statistics/statistics-page.tsx')).StatisticsPage,
    }),
  },
  {
    path: routePath('admin.enrollment.timeline'),
    handle: handle('admin.enrollment.timeline'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/timeline/timeline-page.tsx')).TimelinePage,
    }),
  },
];
