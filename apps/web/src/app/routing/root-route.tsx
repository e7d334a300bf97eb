import { findRoute } from '@academy/contracts/routes';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { clientStorage } from '../../api/client-storage.ts';
import { refreshContext } from '../../api/session/refresh-context.ts';
import { useSession } from '../../api/use-session.ts';
import { removeFirstPaint } from '../first-paint/first-paint.ts';
import { runGuards } from '../guards/run-guards.ts';
import { sessionGuardInput } from '../guards/session-guard-input.ts';
import { takeScopeParam } from '../startup/impersonation-param.ts';
import type { RouteHandle } from './route-path.ts';
import { useCloseErrorsOnNavigation } from './use-close-errors-on-navigation.ts';

/** Poll, logout warning and search only matter once signed in; they load with the first signed-in page. */
const SignedInServices = lazy(async () => ({
  default: (await import('../session/signed-in-services.tsx')).SignedInServices,
}));

/** Routes that are part of sign-in rather than main navigation, so they are not remembered. */
const NOT_MAIN = new Set(['academy.select-company', 'academy.register-additional']);

/**
 * Runs on every navigation: the scope parameter, the guards in spec order, the title, the last path, and
 * the error snackbars of the page left behind.
 */
export function RootRoute() {
  const matches = useMatches();
  const location = useLocation();
  const navigation = useNavigation();
  const session = useSession();
  const { t } = useTranslation();
  useCloseErrorsOnNavigation();

  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.name)
    ?.handle as RouteHandle | undefined;
  const route = handle ? (findRoute(handle.name) ?? null) : null;
  const stripped = new URLSearchParams(location.search).has('scope')
    ? takeScopeParam(new URL(location.pathname + location.search, window.location.origin))
    : null;

  useEffect(() => {
    // A new impersonation scope changes what the context says; reload it once the URL is clean. A refused
    // scope (403) has already shown the access-denied snackbar with its Logout action.
    if (stripped) refreshContext().catch(() => undefined);
  }, [stripped]);

  const result = runGuards({
    ...sessionGuardInput(session?.user),
    route,
    path: location.pathname,
    requested: location.pathname + location.search + location.hash,
    tenantName: session?.tenant.name ?? t('app.name'),
    routeTitle: route?.titleKey ? t(route.titleKey) : null,
  });

  useEffect(() => {
    document.title = result.title;
  }, [result.title]);

  // For the browser tests: whether a navigation is under way (a lazy page or area still loading), so a test
  // clicks a link once the app is idle and waits for the address as long as the router is still loading it.
  useEffect(() => {
    document.documentElement.dataset.navigation = navigation.state;
  }, [navigation.state]);

  useEffect(() => {
    if (result.redirect || !route || route.guest || route.area !== 'academy' || NOT_MAIN.has(route.name))
      return;
    clientStorage.setLastMainPath(location.pathname + location.search);
  }, [result.redirect, route, location.pathname, location.search]);

  // The first screen the app shows takes the sign-in page's first paint away in the same commit (before the
  // browser paints), so the reader never sees both or neither; a redirect or a scope still to strip shows nothing
  // of its own yet.
  const showsPage = !stripped && !result.redirect;
  useLayoutEffect(() => {
    if (showsPage) removeFirstPaint();
  }, [showsPage]);

  if (stripped) return <Navigate to={stripped.pathname + stripped.search + stripped.hash} replace />;
  // While a navigation is under way (a lazy page loading) the location is still the page being left; its
  // guards must not redirect over the navigation that is already going somewhere else. Nor may that page
  // show meanwhile: a refused page would call the API (a guest's 401 sends to plain /login, losing the deep
  // link the redirect is carrying).
  if (result.redirect) return navigation.state === 'idle' ? <Navigate to={result.redirect} replace /> : null;
  return (
    <>
      <Outlet />
      {session?.user && (
        <Suspense fallback={null}>
          <SignedInServices />
        </Suspense>
      )}
    </>
  );
}
