import type { RouteObject } from 'react-router';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });
const folderPage = async () => ({
  Component: (await import('../../areas/admin/media-manager/folder-page.tsx')).FolderPage,
});

/**
 * The media manager (spec §2: media-manager with children my-files, :directory and :directory/media/:media),
 * as children of the admin layout; each screen is a chunk of its own. my-files is listed before :directory,
 * and React Router ranks the fixed segment first anyway.
 */
export const adminMediaRoutes: RouteObject[] = [
  {
    path: routePath('admin.media-manager'),
    handle: handle('admin.media-manager'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/media-manager/media-manager-page.tsx')).MediaManagerPage,
    }),
  },
  { path: routePath('admin.directory.index'), handle: handle('admin.directory.index'), lazy: folderPage },
  { path: routePath('admin.directory.assets'), handle: handle('admin.directory.assets'), lazy: folderPage },
  {
    path: routePath('admin.media.index'),
    handle: handle('admin.media.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/media-manager/media-page.tsx')).MediaPage,
    }),
  },
];
