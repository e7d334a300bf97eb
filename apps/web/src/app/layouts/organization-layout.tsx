import { IconBuildingCommunity, IconLayoutDashboard } from '@tabler/icons-react';
import { type AreaNavItem, AreaShell } from './area-shell.tsx';

/** Organization navigation; entries appear once the organization issue adds its routes. */
const ORGANIZATION_NAV: AreaNavItem[] = [
  {
    name: 'organization.index',
    labelKey: 'organization.nav.overview',
    icon: <IconLayoutDashboard size={16} aria-hidden />,
  },
  {
    name: 'organization.company.update',
    labelKey: 'organization.nav.company',
    icon: <IconBuildingCommunity size={16} aria-hidden />,
  },
];

export function OrganizationLayout() {
  return <AreaShell home="organization.index" titleKey="areas.organization" nav={ORGANIZATION_NAV} />;
}
