import type { Company } from '@academy/contracts/entities/company';
import { href } from '@academy/contracts/routes';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { enrollmentFilters } from '../../../features/enrollments/enrollment-config.tsx';
import { EnrollmentsTable } from '../../../features/enrollments/enrollments-table.tsx';

/**
 * /organization/enrollments (spec §2): the enrollments of the company in scope — the whole company's, its
 * departments' and its people's —, filtered by course, by whom they are for and by status; revoke and delete
 * ask first and show where each row's abilities allow. Enrolling is for those who may change the company.
 */
export function CompanyEnrollmentsTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  return (
    <EnrollmentsTable
      tableKey="organization-enrollments"
      label={t('organization.enrollments.title', { name: item.name })}
      filters={enrollmentFilters({ acrossCompanies: false })}
      fixedFilters={{ company: String(item.id) }}
      showCompany={false}
      create={
        can(item, 'update')
          ? { to: href('organization.enrollment.create'), labelKey: 'enrollments.create' }
          : undefined
      }
    />
  );
}
