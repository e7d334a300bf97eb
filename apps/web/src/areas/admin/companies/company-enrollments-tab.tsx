import type { Company } from '@academy/contracts/entities/company';
import { href } from '@academy/contracts/routes';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { enrollmentFilters } from '../../../features/enrollments/enrollment-config.tsx';
import { EnrollmentsTable } from '../../../features/enrollments/enrollments-table.tsx';
import { enrollmentHref } from '../enrollments/enrollment-config.tsx';

/** The company's enrollments (spec §2): the whole company's, its departments' and its people's. */
export function CompanyEnrollmentsTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  return (
    <EnrollmentsTable
      tableKey="admin-company-enrollments"
      label={t('enrollments.of', { name: item.name })}
      filters={enrollmentFilters({ acrossCompanies: false })}
      fixedFilters={{ company: String(item.id) }}
      showCompany={false}
      rowHref={enrollmentHref}
      create={{
        to: href('admin.company.enrollment-create', { company: item.id }),
        labelKey: 'enrollments.create',
      }}
    />
  );
}
