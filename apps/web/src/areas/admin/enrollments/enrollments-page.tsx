import { href } from '@academy/contracts/routes';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { enrollmentFilters } from '../../../features/enrollments/enrollment-config.tsx';
import { EnrollmentsTable } from '../../../features/enrollments/enrollments-table.tsx';
import { enrollmentHref } from './enrollment-config.tsx';

/** /admin/enrollments: every enrollment of the tenant — for companies, departments and people. */
export function EnrollmentsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('enrollments.title')}</Title>
      <EnrollmentsTable
        tableKey="admin-enrollments"
        label={t('enrollments.title')}
        filters={enrollmentFilters({ acrossCompanies: true })}
        rowHref={enrollmentHref}
        create={{ to: href('admin.enrollment.create'), labelKey: 'enrollments.create' }}
      />
    </Stack>
  );
}
