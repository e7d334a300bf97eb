import type { OrganizationRoutes } from './organization-route-parts.ts';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

/**
 * The departments, courses and enrollments tabs with their creates (spec §2: departments/create is a child of the
 * overview), and a department's page: /organization/departments/{department} opens its overview tab (the page
 * sends it there); its tabs are profile, overview, users and certificates; …/delete opens the confirm-action
 * modal over the page.
 */
export const organizationDepartmentRoutes: OrganizationRoutes = {
  tabs: [
    {
      path: routePath('organization.company.departments'),
      handle: handle('organization.company.departments'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/departments/company-departments-tab.tsx'))
          .CompanyDepartmentsTab,
      }),
    },
    {
      path: routePath('organization.department.create'),
      handle: handle('organization.department.create'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/departments/department-create.tsx'))
          .DepartmentCreate,
      }),
    },
    {
      path: routePath('organization.company.enrollments'),
      handle: handle('organization.company.enrollments'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/enrollments/company-enrollments-tab.tsx'))
          .CompanyEnrollmentsTab,
      }),
    },
    {
      path: routePath('organization.company.courses'),
      handle: handle('organization.company.courses'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/courses/company-courses-tab.tsx'))
          .CompanyCoursesTab,
      }),
    },
    {
      path: routePath('organization.enrollment.create'),
      handle: handle('organization.enrollment.create'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/enrollments/enrollment-create.tsx'))
          .EnrollmentCreate,
      }),
    },
  ],
  pages: [
    {
      path: routePath('organization.department.show'),
      handle: handle('organization.department.show'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/departments/department-page.tsx')).DepartmentPage,
      }),
      children: [
        {
          path: routePath('organization.department.profile'),
          handle: handle('organization.department.profile'),
          lazy: async () => ({
            Component: (await import('../../areas/organization/departments/department-profile-tab.tsx'))
              .DepartmentProfileTab,
          }),
        },
        {
          path: routePath('organization.department.overview'),
          handle: handle('organization.department.overview'),
          lazy: async () => ({
            Component: (await import('../../areas/organization/departments/department-overview-tab.tsx'))
              .DepartmentOverviewTab,
          }),
        },
        {
          path: routePath('organization.department.users'),
          handle: handle('organization.department.users'),
          lazy: async () => ({
            Component: (await import('../../areas/organization/departments/department-users-tab.tsx'))
              .DepartmentUsersTab,
          }),
        },
        {
          path: routePath('organization.department.certificates'),
          handle: handle('organization.department.certificates'),
          lazy: async () => ({
            Component: (await import('../../areas/organization/departments/department-certificates-tab.tsx'))
              .DepartmentCertificatesTab,
          }),
        },
        // The modal is the page's own (it opens over the page); this route gives it its address and name.
        {
          path: routePath('organization.department.delete'),
          handle: handle('organization.department.delete'),
        },
      ],
    },
  ],
};
