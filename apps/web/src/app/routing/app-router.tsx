import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HomePage } from '../../areas/academy/dashboard/home-page.tsx';
import { RegisterAdditionalPage } from '../../areas/academy/register-additional/register-additional-page.tsx';
import { SelectCompanyPage } from '../../areas/academy/select-company/select-company-page.tsx';
import { LoginPage } from '../../areas/guest/login/login-page.tsx';
import { PasswordRequestResetSuccessPage } from '../../areas/guest/password-reset/password-request-reset-success-page.tsx';
import { PasswordResetSuccessPage } from '../../areas/guest/password-reset/password-reset-success-page.tsx';
import { RequestResetPasswordPage } from '../../areas/guest/password-reset/request-reset-password-page.tsx';
import { ResetPasswordPage } from '../../areas/guest/password-reset/reset-password-page.tsx';
import { RegisterPage } from '../../areas/guest/register/register-page.tsx';
import { ThanksForRegisteringPage } from '../../areas/guest/register/thanks-for-registering-page.tsx';
import { VerifyEmailUpdatePage } from '../../areas/guest/verify-email/verify-email-update-page.tsx';
import { ForbiddenPage } from '../errors/forbidden-page.tsx';
import { NotFoundPage } from '../errors/not-found-page.tsx';
import { RouteErrorPage } from '../errors/route-error-page.tsx';
import { AcademyLayout } from '../layouts/academy-layout.tsx';
import { BareLayout } from '../layouts/bare-layout.tsx';
import { GuestLayout } from '../layouts/guest-layout.tsx';
import { RootRoute } from './root-route.tsx';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

/** The route tree; every path comes from the route table in contracts (DESIGN §6). */
export const routeTree: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: routePath('root'),
        handle: handle('root'),
        element: <Navigate to={routePath('academy.dashboard.index')} replace />,
      },
      { path: routePath('error.not-found'), handle: handle('error.not-found'), element: <NotFoundPage /> },
      { path: routePath('error.forbidden'), handle: handle('error.forbidden'), element: <ForbiddenPage /> },
      {
        element: <GuestLayout />,
        children: [
          { path: routePath('auth.login'), handle: handle('auth.login'), element: <LoginPage /> },
          {
            path: routePath('auth.login.company'),
            handle: handle('auth.login.company'),
            element: <LoginPage />,
          },
          { path: routePath('auth.register'), handle: handle('auth.register'), element: <RegisterPage /> },
          {
            path: routePath('auth.register.company'),
            handle: handle('auth.register.company'),
            element: <RegisterPage />,
          },
          {
            path: routePath('auth.thanks-for-registering'),
            handle: handle('auth.thanks-for-registering'),
            element: <ThanksForRegisteringPage />,
          },
          {
            path: routePath('auth.password-request-reset-success'),
            handle: handle('auth.password-request-reset-success'),
            element: <PasswordRequestResetSuccessPage />,
          },
          {
            path: routePath('auth.password-reset-success'),
            handle: handle('auth.password-reset-success'),
            element: <PasswordResetSuccessPage />,
          },
          {
            path: routePath('auth.request-reset-password'),
            handle: handle('auth.request-reset-password'),
            element: <RequestResetPasswordPage />,
          },
          {
            path: routePath('auth.reset-password'),
            handle: handle('auth.reset-password'),
            element: <ResetPasswordPage />,
          },
          {
            path: routePath('auth.verify-email-update'),
            handle: handle('auth.verify-email-update'),
            element: <VerifyEmailUpdatePage />,
          },
        ],
      },
      {
        element: <AcademyLayout />,
        children: [
          {
            path: routePath('academy.dashboard.index'),
            handle: handle('academy.dashboard.index'),
            element: <HomePage />,
          },
        ],
      },
      {
        // spec §2: select-company and register-additional have the header hidden.
        element: <BareLayout />,
        children: [
          {
            path: routePath('academy.select-company'),
            handle: handle('academy.select-company'),
            element: <SelectCompanyPage />,
          },
          {
            path: routePath('academy.register-additional'),
            handle: handle('academy.register-additional'),
            element: <RegisterAdditionalPage />,
          },
        ],
      },
      {
        // Admin and organization are separate chunks so the guest and academy entry stays small (DESIGN §6).
        path: routePath('admin.index'),
        lazy: async () => ({ Component: (await import('../layouts/admin-layout.tsx')).AdminLayout }),
        children: [
          {
            index: true,
            handle: handle('admin.index'),
            lazy: async () => ({
              Component: (await import('../../areas/admin/home/admin-home-page.tsx')).AdminHomePage,
            }),
          },
        ],
      },
      {
        path: routePath('organization.index'),
        lazy: async () => ({
          Component: (await import('../layouts/organization-layout.tsx')).OrganizationLayout,
        }),
        children: [
          {
            index: true,
            handle: handle('organization.index'),
            lazy: async () => ({
              Component: (await import('../../areas/organization/home/organization-home-page.tsx'))
                .OrganizationHomePage,
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
  router ??= createBrowserRouter(routeTree);
  return router;
}
