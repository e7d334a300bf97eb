import { href } from '@academy/contracts/routes';
import { Navigate, useParams } from 'react-router';
import type { OrganizationRoutes } from './organization-route-parts.ts';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

/** organization.user.show: a person's page opens on their profile (spec §2). */
function ToProfile() {
  return <Navigate to={href('organization.user.profile', { user: useParams().user ?? '' })} replace />;
}

/** The users tab with users/create, and a user's page with its tabs (profile, courses, certificates, integrations) and the delete and reset-password routes. */
export const organizationUserRoutes: OrganizationRoutes = {
  tabs: [
    {
      path: routePath('organization.company.users'),
      handle: handle('organization.company.users'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/users/users-tab.tsx')).UsersTab,
      }),
    },
    {
      path: routePath('organization.user.create'),
      handle: handle('organization.user.create'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/users/user-create.tsx')).UserCreate,
      }),
    },
    {
      path: routePath('organization.users.import'),
      handle: handle('organization.users.import'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/users/people-import.tsx')).PeopleImport,
      }),
    },
  ],
  pages: [
    {
      path: routePath('organization.user.show'),
      handle: handle('organization.user.show'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/users/user-page.tsx')).UserPage,
      }),
      children: [
        { index: true, Component: ToProfile },
        {
          path: routePath('organization.user.profile'),
          handle: handle('organization.user.profile'),
          lazy: async () => ({
            Component: (await import('../../areas/organization/users/user-profile-tab.tsx')).UserProfileTab,
          }),
        },
        {
          path: routePath('organization.user.courses'),
          handle: handle('organization.user.courses'),
          lazy: async () => ({
            Component: (await import('../../areas/organization/users/user-courses-tab.tsx')).UserCoursesTab,
          }),
        },
        {
          path: routePath('organization.user.certificates'),
          handle: handle('organization.user.certificates'),
          lazy: async () => ({
            Component: (await import('../../areas/organization/users/user-certificates-tab.tsx'))
              .UserCertificatesTab,
          }),
        },
        {
          path: routePath('organization.user.integrations'),
          handle: handle('organization.user.integrations'),
          lazy: async () => ({
            Component: (await import('../../areas/organization/users/user-integrations-tab.tsx'))
              .UserIntegrationsTab,
          }),
        },
        {
          path: routePath('organization.user.delete'),
          handle: handle('organization.user.delete'),
          lazy: async () => {
            const { UserConfirmRoute } = await import(
              '../../areas/organization/users/user-confirm-route.tsx'
            );
            return { Component: () => <UserConfirmRoute action="delete" /> };
          },
        },
        {
          path: routePath('organization.user.reset-password'),
          handle: handle('organization.user.reset-password'),
          lazy: async () => {
            const { UserConfirmRoute } = await import(
              '../../areas/organization/users/user-confirm-route.tsx'
            );
            return { Component: () => <UserConfirmRoute action="reset-password" /> };
          },
        },
      ],
    },
  ],
};
