import { IconBuildingCommunity, IconLayoutDashboard } from '@tabler/icons-react';
import { AreaShell } from './area-shell.tsx';
import type { NavItem } from './nav-items.ts';

/** Organization navigation; entries appear once the organization issue adds its routes. */
const ORGANIZATION_NAV: NavItem[] = [
  { name: 'organization.index', labelKey: 'organization.nav.overview', icon: IconLayoutDashboard },
  { name: 'organization.company.update', labelKey: 'organization.nav.company', icon: IconBuildingCommunity },
];

export function OrganizationLayout() {
  return <AreaShell home="organization.index" titleKey="areas.organization" nav={ORGANIZATION_NAV} />;
}
