import {
  IconBuilding,
  IconCertificate,
  IconChartBar,
  IconChecklist,
  IconLanguage,
  IconLayoutDashboard,
  IconPhoto,
  IconSchool,
  IconUsers,
} from '@tabler/icons-react';
import { AreaShell } from './area-shell.tsx';
import type { NavItem } from './nav-items.ts';

/** Admin navigation; entries appear once the admin issues add their routes to the table. */
const ADMIN_NAV: NavItem[] = [
  { name: 'admin.index', labelKey: 'admin.nav.overview', icon: IconLayoutDashboard },
  { name: 'admin.statistics.index', labelKey: 'admin.nav.statistics', icon: IconChartBar },
  { name: 'admin.company.index', labelKey: 'admin.nav.companies', icon: IconBuilding },
  { name: 'admin.user.index', labelKey: 'admin.nav.users', icon: IconUsers },
  { name: 'admin.course.index', labelKey: 'admin.nav.courses', icon: IconSchool },
  { name: 'admin.qualification.index', labelKey: 'resource.nav.qualifications', icon: IconChecklist },
  { name: 'admin.certificate.index', labelKey: 'resource.nav.certificates', icon: IconCertificate },
  { name: 'admin.language.index', labelKey: 'resource.nav.languages', icon: IconLanguage },
  { name: 'admin.media-manager', labelKey: 'media.nav', icon: IconPhoto },
];

export function AdminLayout() {
  return <AreaShell home="admin.index" titleKey="areas.admin" nav={ADMIN_NAV} />;
}
