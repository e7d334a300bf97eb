import type { OrganizationRoutes } from './organization-route-parts.ts';

/** The settings and reports tabs. */
export const organizationSettingsRoutes: OrganizationRoutes = { tabs: [], pages: [] };
