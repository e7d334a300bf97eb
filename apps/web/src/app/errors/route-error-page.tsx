import { isRouteErrorResponse, useRouteError } from 'react-router';
import { GenericErrorPage } from './generic-error-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** A render or loading failure inside the router (e.g. a lazy chunk that failed to load). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    return <GenericErrorPage code={error.status} statusText={error.statusText} />;
  }
  console.error(error);
  return <GenericErrorPage code={500} statusText={error instanceof Error ? error.message : String(error)} />;
}
