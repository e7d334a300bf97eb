import {
  IconBuilding,
  IconCertificate,
  IconChartBar,
  IconChecklist,
  IconLanguage,
  IconLayoutDashboard,
  IconSchool,
  IconUsers,
} from '@tabler/icons-react';
import { type AreaNavItem, AreaShell } from './area-shell.tsx';

/** Admin navigation; entries appear once the admin issues add their routes to the table. */
const ADMIN_NAV: AreaNavItem[] = [
  {
    name: 'admin.index',
    labelKey: 'admin.nav.overview',
    icon: <IconLayoutDashboard size={16} aria-hidden />,
  },
  {
    name: 'admin.statistics.index',
    labelKey: 'admin.nav.statistics',
    icon: <IconChartBar size={16} aria-hidden />,
  },
  {
    name: 'admin.company.index',
    labelKey: 'admin.nav.companies',
    icon: <IconBuilding size={16} aria-hidden />,
  },
  { name: 'admin.user.index', labelKey: 'admin.nav.users', icon: <IconUsers size={16} aria-hidden /> },
  { name: 'admin.course.index', labelKey: 'admin.nav.courses', icon: <IconSchool size={16} aria-hidden /> },
  {
    name: 'admin.qualification.index',
    labelKey: 'resource.nav.qualifications',
    icon: <IconChecklist size={16} aria-hidden />,
  },
  {
    name: 'admin.certificate.index',
    labelKey: 'resource.nav.certificates',
    icon: <IconCertificate size={16} aria-hidden />,
  },
  {
    name: 'admin.language.index',
    labelKey: 'resource.nav.languages',
    icon: <IconLanguage size={16} aria-hidden />,
  },
];

export function AdminLayout() {
  return <AreaShell home="admin.index" titleKey="areas.admin" nav={ADMIN_NAV} />;
}
