import type { RouteObject } from 'react-router';
import { routePath } from './route-path.ts';

/** The id of the route every page hangs below; the areas' branches are added to it. */
export const rootRouteId = 'root';

/**
 * The admin, organization and shop areas' branches, and the pages people arrive on from elsewhere, each a chunk of
 * its own with its route table: the first screen (sign-in, the learner's dashboard) carries none of them. The
 * shop's pages live under two prefixes, the arrivals under twelve.
 */
const shopArea = async () => (await import('./shop-area-route.tsx')).shopAreaRoute;
const arrivalsArea = async () => (await import('./arrivals-area-route.tsx')).arrivalsAreaRoute;
const areas: { path: string; load(): Promise<RouteObject> }[] = [
  {
    path: routePath('admin.index'),
    load: async () => (await import('./admin-area-route.tsx')).adminAreaRoute,
  },
  {
    path: routePath('organization.company.update'),
    load: async () => (await import('./organization-area-route.tsx')).organizationAreaRoute,
  },
  { path: '/shop', load: shopArea },
  { path: '/product', load: shopArea },
  // The pages people arrive on from elsewhere (e-mail links, provider callbacks, partner links, LTI, SCORM) and
  // two confirmations.
  ...[
    '/thanks-for-registering',
    '/password-request-reset-success',
    '/reset-password',
    '/password-reset-success',
    '/verify-email-update',
    '/company-invitation',
    '/azure',
    '/facebook',
    '/storyboard',
    '/newlearning',
    '/lti',
    '/scorm',
  ].map((path) => ({
    path,
    load: arrivalsArea,
  })),
];
/** Branches added so far, by their loader (the shop's is reached from two prefixes). */
const added = new Set<() => Promise<RouteObject>>();

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
  if (!area || added.has(area.load)) return;
  patch(rootRouteId, [await area.load()]);
  added.add(area.load);
}
