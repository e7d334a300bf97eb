import type { OrganizationRoutes } from './organization-route-parts.ts';

/** The insights tab (the overview's index), the integrations tab and the company's view of a course (organization.course.show and .edit). */
export const organizationInsightsRoutes: OrganizationRoutes = { tabs: [], pages: [] };
