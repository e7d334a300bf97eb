import { lazy, Suspense, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router/dom';
import { FullScreenLoader } from './errors/full-screen-loader.tsx';
import { GenericErrorPage, NotFoundPage } from './errors/lazy-error-pages.tsx';
import { getRouter } from './routing/app-router.tsx';
import { appStatusStore } from './startup/app-status-store.ts';

/** Shown only while the academy is in maintenance: not part of every first download. */
const MaintenancePage = lazy(async () => ({
  default: (await import('./errors/maintenance-page.tsx')).MaintenancePage,
}));

/** The loader until start-up is done, a start-up error screen (spec §8 "Context load"), or the router. */
export function AppRoot() {
  const state = useSyncExternalStore(appStatusStore.subscribe, appStatusStore.get, appStatusStore.get);
  switch (state.status) {
    case 'loading':
      return <FullScreenLoader />;
    case 'maintenance':
      return (
        <Suspense fallback={<FullScreenLoader />}>
          <MaintenancePage />
        </Suspense>
      );
    case 'not-found':
      return <NotFoundPage />;
    case 'error':
      return <GenericErrorPage code={state.code} statusText={state.statusText} />;
    default:
      return <RouterProvider router={getRouter()} />;
  }
}
