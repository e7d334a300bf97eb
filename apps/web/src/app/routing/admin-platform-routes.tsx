import type { RouteObject } from 'react-router';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

/**
 * The changelog, the tenant settings and the admin notifications (spec §2 admin routes), children of the
 * admin layout; each page is a lazy chunk of its own.
 */
export const adminPlatformRoutes: RouteObject[] = [
  {
    path: routePath('admin.changelog.index'),
    handle: handle('admin.changelog.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/changelog/changelog-page.tsx')).ChangelogPage,
    }),
  },
  {
    path: routePath('admin.changelog.historic'),
    handle: handle('admin.changelog.historic'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/changelog/changelog-historic-page.tsx'))
        .ChangelogHistoricPage,
    }),
  },
  {
    path: routePath('admin.tenant.update'),
    handle: handle('admin.tenant.update'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/tenant/tenant-page.tsx')).TenantPage,
    }),
  },
  {
    path: routePath('admin.notification.index'),
    handle: handle('admin.notification.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/notifications/notifications-page.tsx')).NotificationsPage,
    }),
  },
  {
    path: routePath('admin.notification.show'),
    handle: handle('admin.notification.show'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/notifications/notification-page.tsx')).NotificationPage,
    }),
  },
];
