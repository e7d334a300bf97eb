// The error screens as one chunk (see lazy-error-pages.tsx).
export { ForbiddenPage } from './forbidden-page.tsx';
export { GenericErrorPage } from './generic-error-page.tsx';
export { NotFoundPage } from './not-found-page.tsx';
export { RouteErrorPage } from './route-error-page.tsx';
