import type { Department } from '@academy/contracts/entities/department';
import { href } from '@academy/contracts/routes';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { EnrollmentsTable } from '../../../features/enrollments/enrollments-table.tsx';
import { enrollmentHref } from '../enrollments/enrollment-config.tsx';

/** The department's enrollments, and a new one for it. */
export function DepartmentEnrollmentsTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Department>>();
  return (
    <EnrollmentsTable
      tableKey="admin-department-enrollments"
      label={t('enrollments.of', { name: item.name })}
      fixedFilters={{ department: String(item.id) }}
      showEnrollable={false}
      showCompany={false}
      rowHref={enrollmentHref}
      create={{
        to: href('admin.department.enrollment-create', { department: item.id }),
        labelKey: 'enrollments.create',
      }}
    />
  );
}
