import type { RouteObject } from 'react-router';
import { routePath } from './route-path.ts';

/** The id of the route every page hangs below; the areas' branches are added to it. */
export const rootRouteId = 'root';

/**
 * The admin, organization and shop areas' branches, each a chunk of its own with its route table: the first screen
 * (sign-in, the learner's dashboard) carries none of them. The shop's pages live under two prefixes.
 */
const areas: { path: string; also?: string[]; load(): Promise<RouteObject> }[] = [
  {
    path: routePath('admin.index'),
    load: async () => (await import('./admin-area-route.tsx')).adminAreaRoute,
  },
  {
    path: routePath('organization.company.update'),
    load: async () => (await import('./organization-area-route.tsx')).organizationAreaRoute,
  },
  {
    path: routePath('shop.index'),
    also: ['/product'],
    load: async () => (await import('./shop-area-route.tsx')).shopAreaRoute,
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
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  const area = areas.find((candidate) => [candidate.path, ...(candidate.also ?? [])].some(under));
  if (!area || added.has(area.path)) return;
  patch(rootRouteId, [await area.load()]);
  added.add(area.path);
}
