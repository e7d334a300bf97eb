import type { RouteDefinition } from '@academy/contracts/routes';
import { href } from '@academy/contracts/routes';
import { holdsPermission, type PermissionHolder } from '../../api/session/permissions.ts';
import { RETURN_PARAM, returnPathFor, safeReturnPath } from '../../api/session/return-path.ts';

/** The permissions of the registry the user holds (the context's `permissions`). */
export type GuardUser = PermissionHolder;

export type GuardInput = {
  /** The matched route; null for an unmatched path (the not-found page). */
  route: RouteDefinition | null;
  path: string;
  /** The whole address asked for (path, query, hash); sign-in returns there. Defaults to `path`. */
  requested?: string;
  hasToken: boolean;
  /** The scheduled logout time has passed; the login page then says the session expired. */
  sessionExpired?: boolean;
  user: GuardUser | null;
  tenantName: string;
  /** The translated title of the route, when it has one. */
  routeTitle: string | null;
};

export type GuardResult = { title: string; redirect: string | null };

type Guard = (input: GuardInput, result: GuardResult) => GuardResult;

/** Title rule of spec §2: tenant name, plus " - " and the route title when one is set. */
const titleGuard: Guard = (input, result) => ({
  ...result,
  title: input.routeTitle ? `${input.tenantName} - ${input.routeTitle}` : input.tenantName,
});

const isLoginPath = (path: string) => path === '/login' || path.startsWith('/login/');
/** Sign-in and sign-up pages; the e-mail change confirmation also works signed in. */
const isSignedOutOnly = (route: RouteDefinition | null) =>
  Boolean(route?.guest && route.name.startsWith('auth.') && route.name !== 'auth.verify-email-update');

/** The page a sign-in page was asked to return to (its `redirect` parameter), when it is safe. */
function returnTarget(requested: string): string | null {
  const query = requested.includes('?') ? requested.slice(requested.indexOf('?')) : '';
  return safeReturnPath(new URLSearchParams(query.split('#')[0]).get(RETURN_PARAM));
}

/**
 * Authentication (spec §6): without a token only guest routes and the login route; the page asked for
 * rides along as `redirect` so sign-in can return there. A signed-in user who opens a sign-in or sign-up
 * page goes on to that page or the dashboard (decision: those pages make no sense signed in).
 */
const authenticationGuard: Guard = (input, result) => {
  const requested = input.requested ?? input.path;
  if (!input.hasToken) {
    const open = input.route === null || input.route.guest || isLoginPath(input.path);
    if (open) return result;
    const back = returnPathFor(requested);
    return {
      ...result,
      redirect: href('auth.login', {
        ...(input.sessionExpired ? { expired: 1 } : {}),
        ...(back ? { [RETURN_PARAM]: back } : {}),
      }),
    };
  }
  if (isSignedOutOnly(input.route) && input.user)
    return { ...result, redirect: returnTarget(requested) ?? href('academy.dashboard.index') };
  return result;
};

const startsWithSegment = (path: string, segment: string) =>
  path === `/${segment}` || path.startsWith(`/${segment}/`);

/**
 * Admin (spec §6): paths starting with admin need is_admin or is_super_admin — the registry's
 * `academy.administer` — else the dashboard.
 */
const adminGuard: Guard = (input, result) => {
  if (!startsWithSegment(input.path, 'admin')) return result;
  const allowed = holdsPermission(input.user, 'academy.administer');
  return allowed ? result : { ...result, redirect: href('academy.dashboard.index') };
};

/**
 * Organization (spec §6): needs is_manager, is_admin or is_super_admin — the registry's `organization.manage` —
 * else the dashboard. A department head manages their department's people, so the registry gives them the
 * area too; the server narrows what they see.
 */
const organizationGuard: Guard = (input, result) => {
  if (!startsWithSegment(input.path, 'organization')) return result;
  const allowed = holdsPermission(input.user, 'organization.manage');
  return allowed ? result : { ...result, redirect: href('academy.dashboard.index') };
};

/** The guards in the spec's order; the first redirect wins, later guards do not override it. */
const guards: Guard[] = [titleGuard, authenticationGuard, adminGuard, organizationGuard];

export function runGuards(input: GuardInput): GuardResult {
  let result: GuardResult = { title: input.tenantName, redirect: null };
  for (const guard of guards) {
    result = guard(input, result);
    if (result.redirect) return result;
  }
  return result;
}
