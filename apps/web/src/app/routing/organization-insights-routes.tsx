import type { OrganizationRoutes } from './organization-route-parts.ts';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

/** The insights tab (the overview's index), the integrations tab and the company's view of a course (organization.course.show and .edit). */
export const organizationInsightsRoutes: OrganizationRoutes = {
  tabs: [
    {
      index: true,
      handle: handle('organization.company.update'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/insights/insights-tab.tsx')).InsightsTab,
      }),
    },
    {
      path: routePath('organization.company.integrations'),
      handle: handle('organization.company.integrations'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/integrations/integrations-tab.tsx'))
          .IntegrationsTab,
      }),
    },
    {
      path: routePath('organization.company.scorm'),
      handle: handle('organization.company.scorm'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/scorm/scorm-tab.tsx')).ScormTab,
      }),
    },
  ],
  pages: [
    {
      path: routePath('organization.course.show'),
      handle: handle('organization.course.show'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/courses/course-page.tsx')).OrganizationCoursePage,
      }),
    },
    {
      path: routePath('organization.course.edit'),
      handle: handle('organization.course.edit'),
      lazy: async () => ({
        Component: (await import('../../areas/organization/courses/course-enroll-page.tsx'))
          .OrganizationCourseEnrollPage,
      }),
    },
  ],
};
