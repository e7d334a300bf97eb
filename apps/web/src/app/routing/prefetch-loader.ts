import type { Context } from '@academy/contracts/entities/context';
import { findRoute, type RouteName } from '@academy/contracts/routes';
import type { LoaderFunction } from 'react-router';
import { sessionStore } from '../../api/session-store.ts';
import { runGuards } from '../guards/run-guards.ts';
import { sessionGuardInput } from '../guards/session-guard-input.ts';

/**
 * A route loader that starts a page's queries as soon as the context is known, on a full load while the language
 * is still being applied, so the data is on its way before the page first renders. Only where the guards let the
 * reader stay on the page: one sent elsewhere would see that page's errors. It never waits for the data (the
 * page shows its own loading state) and returns nothing.
 */
export function prefetchLoader(name: RouteName, prefetch: (context: Context) => void): LoaderFunction {
  return async ({ request }) => {
    const context = await whenContextLoaded();
    const url = new URL(request.url);
    const { redirect } = runGuards({
      ...sessionGuardInput(context.user),
      route: findRoute(name) ?? null,
      path: url.pathname,
      requested: url.pathname + url.search,
      tenantName: context.tenant.name,
      routeTitle: null,
    });
    if (!redirect) prefetch(context);
    return null;
  };
}

/** The context once start-up (or a sign-in) has loaded it. */
function whenContextLoaded(): Promise<Context> {
  const loaded = sessionStore.get();
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve) => {
    const stop = sessionStore.subscribe(() => {
      const context = sessionStore.get();
      if (!context) return;
      stop();
      resolve(context);
    });
  });
}
