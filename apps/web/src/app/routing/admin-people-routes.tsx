import type { RouteObject } from 'react-router';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

/**
 * Companies, departments, users and enrollments (spec §2 admin routes), children of the admin layout. Each page
 * is a chunk of its own; an update page's tabs are child routes (ResourcePage renders the active one), and the
 * creates nested in a company, department or user page (spec §2: departments/create under a company …) are
 * children too, shown in their tab.
 */
export const adminPeopleRoutes: RouteObject[] = [
  {
    path: routePath('admin.company.index'),
    handle: handle('admin.company.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/companies/companies-page.tsx')).CompaniesPage,
    }),
  },
  {
    path: routePath('admin.company.create'),
    handle: handle('admin.company.create'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/companies/company-create-page.tsx')).CompanyCreatePage,
    }),
  },
  {
    path: routePath('admin.company.update'),
    handle: handle('admin.company.update'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/companies/company-page.tsx')).CompanyPage,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../areas/admin/companies/company-details-tab.tsx')).CompanyDetailsTab,
        }),
      },
      {
        path: routePath('admin.company.profile'),
        handle: handle('admin.company.profile'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/companies/company-profile-tab.tsx')).CompanyProfileTab,
        }),
      },
      {
        path: routePath('admin.company.permissions'),
        handle: handle('admin.company.permissions'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/companies/company-permissions-tab.tsx'))
            .CompanyPermissionsTab,
        }),
      },
      {
        path: routePath('admin.company.integrations'),
        handle: handle('admin.company.integrations'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/companies/company-integrations-tab.tsx'))
            .CompanyIntegrationsTab,
        }),
      },
      {
        path: routePath('admin.company.departments'),
        handle: handle('admin.company.departments'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/companies/company-departments-tab.tsx'))
            .CompanyDepartmentsTab,
        }),
      },
      {
        path: routePath('admin.company.department-create'),
        handle: handle('admin.company.department-create'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/companies/company-department-create.tsx'))
            .CompanyDepartmentCreate,
        }),
      },
      {
        path: routePath('admin.company.users'),
        handle: handle('admin.company.users'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/companies/company-users-tab.tsx')).CompanyUsersTab,
        }),
      },
      {
        path: routePath('admin.company.user-create'),
        handle: handle('admin.company.user-create'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/companies/company-user-create.tsx')).CompanyUserCreate,
        }),
      },
      {
        path: routePath('admin.company.enrollments'),
        handle: handle('admin.company.enrollments'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/companies/company-enrollments-tab.tsx'))
            .CompanyEnrollmentsTab,
        }),
      },
      {
        path: routePath('admin.company.courses'),
        handle: handle('admin.company.courses'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/companies/company-courses-tab.tsx')).CompanyCoursesTab,
        }),
      },
      {
        path: routePath('admin.company.books'),
        handle: handle('admin.company.books'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/companies/company-books-tab.tsx')).CompanyBooksTab,
        }),
      },
      {
        path: routePath('admin.company.access-passes'),
        handle: handle('admin.company.access-passes'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/companies/company-access-passes-tab.tsx'))
            .CompanyAccessPassesTab,
        }),
      },
      {
        path: routePath('admin.company.enrollment-create'),
        handle: handle('admin.company.enrollment-create'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/companies/company-enrollment-create.tsx'))
            .CompanyEnrollmentCreate,
        }),
      },
    ],
  },
  {
    path: routePath('admin.department.index'),
    handle: handle('admin.department.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/departments/departments-page.tsx')).DepartmentsPage,
    }),
  },
  {
    path: routePath('admin.department.create'),
    handle: handle('admin.department.create'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/departments/department-create-page.tsx'))
        .DepartmentCreatePage,
    }),
  },
  {
    path: routePath('admin.department.update'),
    handle: handle('admin.department.update'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/departments/department-page.tsx')).DepartmentPage,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../areas/admin/departments/department-details-tab.tsx'))
            .DepartmentDetailsTab,
        }),
      },
      {
        path: routePath('admin.department.users'),
        handle: handle('admin.department.users'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/departments/department-users-tab.tsx'))
            .DepartmentUsersTab,
        }),
      },
      {
        path: routePath('admin.department.enrollments'),
        handle: handle('admin.department.enrollments'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/departments/department-enrollments-tab.tsx'))
            .DepartmentEnrollmentsTab,
        }),
      },
      {
        path: routePath('admin.department.enrollment-create'),
        handle: handle('admin.department.enrollment-create'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/departments/department-enrollment-create.tsx'))
            .DepartmentEnrollmentCreate,
        }),
      },
    ],
  },
  {
    path: routePath('admin.user.index'),
    handle: handle('admin.user.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/users/users-page.tsx')).UsersPage,
    }),
  },
  {
    path: routePath('admin.user.create'),
    handle: handle('admin.user.create'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/users/user-create-page.tsx')).UserCreatePage,
    }),
  },
  {
    path: routePath('admin.user.update'),
    handle: handle('admin.user.update'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/users/user-page.tsx')).UserPage,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../areas/admin/users/user-details-tab.tsx')).UserDetailsTab,
        }),
      },
      {
        path: routePath('admin.user.associations'),
        handle: handle('admin.user.associations'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/users/user-associations-tab.tsx')).UserAssociationsTab,
        }),
      },
      {
        path: routePath('admin.user.enrollments'),
        handle: handle('admin.user.enrollments'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/users/user-enrollments-tab.tsx')).UserEnrollmentsTab,
        }),
      },
      {
        path: routePath('admin.user.enrollment-create'),
        handle: handle('admin.user.enrollment-create'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/users/user-enrollment-create.tsx'))
            .UserEnrollmentCreate,
        }),
      },
      {
        path: routePath('admin.user.schedule'),
        handle: handle('admin.user.schedule'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/users/user-schedule-tab.tsx')).UserScheduleTab,
        }),
      },
      {
        path: routePath('admin.user.books'),
        handle: handle('admin.user.books'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/users/user-books-tab.tsx')).UserBooksTab,
        }),
      },
    ],
  },
  {
    path: routePath('admin.enrollment.index'),
    handle: handle('admin.enrollment.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/enrollments/enrollments-page.tsx')).EnrollmentsPage,
    }),
  },
  {
    path: routePath('admin.enrollment.create'),
    handle: handle('admin.enrollment.create'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/enrollments/enrollment-create-page.tsx'))
        .EnrollmentCreatePage,
    }),
  },
  {
    path: routePath('admin.enrollment.update'),
    handle: handle('admin.enrollment.update'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/enrollments/enrollment-page.tsx')).EnrollmentPage,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../areas/admin/enrollments/enrollment-details-tab.tsx'))
            .EnrollmentDetailsTab,
        }),
      },
    ],
  },
];
