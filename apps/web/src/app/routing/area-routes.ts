import type { RouteObject } from 'react-router';
import { routePath } from './route-path.ts';

/** The id of the route every page hangs below; the areas' branches are added to it. */
export const rootRouteId = 'root';

/**
 * The admin and organization areas' branches, each a chunk of its own with its route table: the first screen
 * (sign-in, the learner's dashboard) carries neither.
 */
const areas: { path: string; load(): Promise<RouteObject> }[] = [
  {
    path: routePath('admin.index'),
    load: async () => (await import('./admin-area-route.tsx')).adminAreaRoute,
  },
  {
    path: routePath('organization.company.update'),
    load: async () => (await import('./organization-area-route.tsx')).organizationAreaRoute,
  },
];
const added = new Set<string>();

/**
 * React Router's `patchRoutesOnNavigation`: an address the tree does not know yet (it falls to the catch-all)
 * is looked up among the areas, whose branch is then added once. An address of no area stays not found.
 */
export async function addAreaRoutes({
  path,
  patch,
}: {
  path: string;
  patch(routeId: string | null, children: RouteObject[]): void;
}): Promise<void> {
  const area = areas.find((candidate) => path === candidate.path || path.startsWith(`${candidate.path}/`));
  if (!area || added.has(area.path)) return;
  patch(rootRouteId, [await area.load()]);
  added.add(area.path);
}
