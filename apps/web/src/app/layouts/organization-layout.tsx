import {
  IconBook,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconFileSpreadsheet,
  IconSettings,
  IconSitemap,
  IconUsers,
} from '@tabler/icons-react';
import { AreaShell } from './area-shell.tsx';
import type { NavItem } from './nav-items.ts';

/** Organization navigation: the company overview and its main tabs, for a quick way to each. */
const ORGANIZATION_NAV: NavItem[] = [
  { name: 'organization.company.update', labelKey: 'organization.nav.overview', icon: IconBuildingCommunity },
  { name: 'organization.company.users', labelKey: 'organization.nav.users', icon: IconUsers },
  { name: 'organization.company.departments', labelKey: 'organization.nav.departments', icon: IconSitemap },
  { name: 'organization.company.courses', labelKey: 'organization.nav.courses', icon: IconBook },
  {
    name: 'organization.company.enrollments',
    labelKey: 'organization.nav.enrollments',
    icon: IconCalendarEvent,
  },
  { name: 'organization.company.reports', labelKey: 'organization.nav.reports', icon: IconFileSpreadsheet },
  { name: 'organization.company.settings', labelKey: 'organization.nav.settings', icon: IconSettings },
];

export function OrganizationLayout() {
  return (
    <AreaShell home="organization.company.update" titleKey="areas.organization" nav={ORGANIZATION_NAV} />
  );
}
