import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../errors/full-screen-loader.tsx';
import { ForbiddenPage, NotFoundPage, RouteErrorPage } from '../errors/lazy-error-pages.tsx';
import { addAreaRoutes, rootRouteId } from './area-routes.ts';
import { RootRoute } from './root-route.tsx';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

// Every page is its own chunk, loaded on first visit: the entry keeps only the shell (DESIGN §8 budget),
// and form validation (zod, via the contracts) arrives with the first form. The admin and organization areas'
// branches are not here at all: they join the tree when one of their addresses is opened (area-routes.ts).

/** The route tree; every path comes from the route table in contracts (DESIGN §6). */
export const routeTree: RouteObject[] = [
  {
    id: rootRouteId,
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    // A full load starts with lazy pages still to fetch: the router shows this until the first one is in
    // (the same loader as start-up, so nothing flickers), instead of nothing and a console warning.
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      {
        path: routePath('root'),
        handle: handle('root'),
        element: <Navigate to={routePath('academy.dashboard.index')} replace />,
      },
      { path: routePath('error.not-found'), handle: handle('error.not-found'), element: <NotFoundPage /> },
      { path: routePath('error.forbidden'), handle: handle('error.forbidden'), element: <ForbiddenPage /> },
      {
        // On its own, without the shell: it is meant for a frame in another page.
        path: routePath('media.embed'),
        handle: handle('media.embed'),
        lazy: async () => ({
          Component: (await import('../../areas/embed/media-embed-page.tsx')).MediaEmbedPage,
        }),
      },
      {
        lazy: async () => ({ Component: (await import('../layouts/guest-layout.tsx')).GuestLayout }),
        children: [
          {
            path: routePath('auth.login'),
            handle: handle('auth.login'),
            lazy: async () => ({
              Component: (await import('../../areas/guest/login/login-page.tsx')).LoginPage,
            }),
          },
          {
            path: routePath('auth.login.company'),
            handle: handle('auth.login.company'),
            lazy: async () => ({
              Component: (await import('../../areas/guest/login/login-page.tsx')).LoginPage,
            }),
          },
          {
            path: routePath('auth.register'),
            handle: handle('auth.register'),
            lazy: async () => ({
              Component: (await import('../../areas/guest/register/register-page.tsx')).RegisterPage,
            }),
          },
          {
            path: routePath('auth.register.company'),
            handle: handle('auth.register.company'),
            lazy: async () => ({
              Component: (await import('../../areas/guest/register/register-page.tsx')).RegisterPage,
            }),
          },
          {
            path: routePath('auth.request-reset-password'),
            handle: handle('auth.request-reset-password'),
            lazy: async () => ({
              Component: (await import('../../areas/guest/password-reset/request-reset-password-page.tsx'))
                .RequestResetPasswordPage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('../layouts/academy-layout.tsx')).AcademyLayout }),
        children: [
          {
            path: routePath('academy.dashboard.index'),
            handle: handle('academy.dashboard.index'),
            lazy: async () => (await import('./dashboard-route.ts')).dashboardRoute,
          },
          {
            path: routePath('academy.notification.index'),
            handle: handle('academy.notification.index'),
            lazy: async () => ({
              Component: (await import('../../areas/academy/notifications/notifications-page.tsx'))
                .NotificationsPage,
            }),
          },
          {
            path: routePath('academy.notification.show'),
            handle: handle('academy.notification.show'),
            lazy: async () => ({
              Component: (await import('../../areas/academy/notifications/notification-page.tsx'))
                .NotificationPage,
            }),
          },
          {
            path: routePath('academy.user.settings'),
            handle: handle('academy.user.settings'),
            lazy: async () => ({
              Component: (await import('../../areas/academy/settings/user-settings-page.tsx'))
                .UserSettingsPage,
            }),
          },
          {
            path: routePath('academy.certificate.index'),
            handle: handle('academy.certificate.index'),
            lazy: async () => ({
              Component: (await import('../../areas/academy/certificates/certificates-page.tsx'))
                .CertificatesPage,
            }),
          },
          {
            path: routePath('academy.course.index'),
            handle: handle('academy.course.index'),
            lazy: async () => ({
              Component: (await import('../../areas/academy/courses/courses-page.tsx')).CoursesPage,
            }),
          },
          {
            path: routePath('academy.course.show'),
            handle: handle('academy.course.show'),
            lazy: async () => ({
              Component: (await import('../../areas/academy/courses/course-page.tsx')).CoursePage,
            }),
          },
          {
            path: routePath('academy.variant.show'),
            handle: handle('academy.variant.show'),
            lazy: async () => ({
              Component: (await import('../../areas/academy/courses/variant-page.tsx')).VariantPage,
            }),
          },
          {
            path: routePath('academy.examination.show'),
            handle: handle('academy.examination.show'),
            lazy: async () => ({
              Component: (await import('../../areas/academy/examinations/examination-page.tsx'))
                .ExaminationPage,
            }),
          },
          {
            path: routePath('academy.examination.results'),
            handle: handle('academy.examination.results'),
            lazy: async () => ({
              Component: (await import('../../areas/academy/examinations/examination-results-page.tsx'))
                .ExaminationResultsPage,
            }),
          },
          {
            path: routePath('academy.knowledge.index'),
            handle: handle('academy.knowledge.index'),
            lazy: async () => ({
              Component: (await import('../../areas/academy/knowledge/knowledge-page.tsx')).KnowledgePage,
            }),
          },
          {
            path: routePath('academy.knowledge.book'),
            handle: handle('academy.knowledge.book'),
            lazy: async () => ({
              Component: (await import('../../areas/academy/knowledge/book-page.tsx')).BookPage,
            }),
          },
          {
            path: routePath('academy.knowledge.chapter'),
            handle: handle('academy.knowledge.chapter'),
            lazy: async () => ({
              Component: (await import('../../areas/academy/knowledge/chapter-page.tsx')).ChapterPage,
            }),
          },
        ],
      },
      {
        // spec §2: select-company and register-additional have the header hidden.
        lazy: async () => ({ Component: (await import('../layouts/bare-layout.tsx')).BareLayout }),
        children: [
          {
            path: routePath('academy.select-company'),
            handle: handle('academy.select-company'),
            lazy: async () => ({
              Component: (await import('../../areas/academy/select-company/select-company-page.tsx'))
                .SelectCompanyPage,
            }),
          },
          {
            path: routePath('academy.register-additional'),
            handle: handle('academy.register-additional'),
            lazy: async () => ({
              Component: (
                await import('../../areas/academy/register-additional/register-additional-page.tsx')
              ).RegisterAdditionalPage,
            }),
          },
        ],
      },
      { path: '*', handle: handle('error.not-found'), element: <NotFoundPage /> },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | null = null;

/** Created on first use, after start-up has removed the `scope` parameter from the address. */
export function getRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routeTree, { patchRoutesOnNavigation: addAreaRoutes });
  return router;
}
