import {
  IconBell,
  IconBook,
  IconBuilding,
  IconCalendarEvent,
  IconCertificate,
  IconChartBar,
  IconChecklist,
  IconHelpCircle,
  IconHistory,
  IconLanguage,
  IconLanguageHiragana,
  IconListDetails,
  IconPhoto,
  IconReceipt,
  IconSchool,
  IconSettings,
  IconShoppingBag,
  IconSitemap,
  IconStack2,
  IconUsers,
} from '@tabler/icons-react';
import { AreaShell } from './area-shell.tsx';
import type { NavItem } from './nav-items.ts';

/** Admin navigation; an entry appears once its route is in the route table (nav-items.ts). */
const ADMIN_NAV: NavItem[] = [
  { name: 'admin.statistics.index', labelKey: 'admin.nav.statistics', icon: IconChartBar },
  { name: 'admin.company.index', labelKey: 'admin.nav.companies', icon: IconBuilding },
  { name: 'admin.department.index', labelKey: 'admin.nav.departments', icon: IconSitemap },
  { name: 'admin.user.index', labelKey: 'admin.nav.users', icon: IconUsers },
  { name: 'admin.enrollment.index', labelKey: 'admin.nav.enrollments', icon: IconCalendarEvent },
  { name: 'admin.course.index', labelKey: 'admin.nav.courses', icon: IconSchool },
  { name: 'admin.variant.index', labelKey: 'admin.nav.course_variants', icon: IconLanguageHiragana },
  { name: 'admin.lesson.index', labelKey: 'admin.nav.lessons', icon: IconListDetails },
  { name: 'admin.block.index', labelKey: 'admin.nav.blocks', icon: IconStack2 },
  { name: 'admin.question.index', labelKey: 'admin.nav.questions', icon: IconHelpCircle },
  { name: 'admin.book.index', labelKey: 'admin.nav.books', icon: IconBook },
  { name: 'admin.product.index', labelKey: 'admin.nav.products', icon: IconShoppingBag },
  { name: 'admin.receipt.index', labelKey: 'admin.receipts.title', icon: IconReceipt },
  { name: 'admin.qualification.index', labelKey: 'resource.nav.qualifications', icon: IconChecklist },
  { name: 'admin.certificate.index', labelKey: 'resource.nav.certificates', icon: IconCertificate },
  { name: 'admin.language.index', labelKey: 'resource.nav.languages', icon: IconLanguage },
  { name: 'admin.media-manager', labelKey: 'media.nav', icon: IconPhoto },
  { name: 'admin.changelog.index', labelKey: 'admin.nav.changelog', icon: IconHistory },
  { name: 'admin.notification.index', labelKey: 'admin.nav.notifications', icon: IconBell },
  { name: 'admin.tenant.update', labelKey: 'admin.nav.tenant', icon: IconSettings },
];

export function AdminLayout() {
  return <AreaShell home="admin.index" titleKey="areas.admin" nav={ADMIN_NAV} />;
}
