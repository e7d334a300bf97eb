import { type ComponentProps, lazy, Suspense } from 'react';
import { FullScreenLoader } from './full-screen-loader.tsx';

/**
 * The error screens are not part of the first screen's download: a visitor who sees one has waited for its
 * chunk behind the same loader as start-up. `preloadErrorPages` fetches the chunk once the app is up, so a
 * later failure (a lost connection, a page chunk that no longer exists after a deploy) still finds its screen.
 */
const loadErrorPages = () => import('./error-pages.ts');

export function preloadErrorPages(): void {
  loadErrorPages().catch(() => undefined);
}

const NotFound = lazy(async () => ({ default: (await loadErrorPages()).NotFoundPage }));
const Forbidden = lazy(async () => ({ default: (await loadErrorPages()).ForbiddenPage }));
const GenericError = lazy(async () => ({ default: (await loadErrorPages()).GenericErrorPage }));
const RouteError = lazy(async () => ({ default: (await loadErrorPages()).RouteErrorPage }));

export function NotFoundPage() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <NotFound />
    </Suspense>
  );
}

export function ForbiddenPage() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Forbidden />
    </Suspense>
  );
}

export function GenericErrorPage(props: ComponentProps<typeof GenericError>) {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <GenericError {...props} />
    </Suspense>
  );
}

export function RouteErrorPage() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <RouteError />
    </Suspense>
  );
}
