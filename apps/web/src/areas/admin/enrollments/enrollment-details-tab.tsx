import type { Enrollment } from '@academy/contracts/entities/enrollment';
import { href } from '@academy/contracts/routes';
import { Anchor, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { enrollmentsApi } from '../../../api/resources/enrollments.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { FactsList } from '../../../components/resource-screens/facts-list.tsx';
import { ResourceUpdateForm } from '../../../components/resource-screens/resource-update-form.tsx';
import { enrollmentUpdateFields } from '../../../features/enrollments/enrollment-config.tsx';
import { EnrollmentStatusBadge } from '../../../features/enrollments/enrollment-status.tsx';
import { formatDate, formatDateTime } from '../../../i18n/reader-dates.ts';

/** Where the enrollable's own admin page is. */
function enrollableLink(item: Enrollment): ReactNode {
  const enrollable = item.enrollable;
  if (!enrollable) return '—';
  const to =
    item.enrollable_type === 'company'
      ? href('admin.company.update', { company: enrollable.id })
      : item.enrollable_type === 'department'
        ? href('admin.department.update', { department: enrollable.id })
        : href('admin.user.update', { user: enrollable.id });
  return (
    <Anchor component={Link} to={to}>
      {enrollable.header}
    </Anchor>
  );
}

/** What the enrollment is (fixed once created), its standing today, and the form for its dates. */
export function EnrollmentDetailsTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Enrollment>>();
  return (
    <Stack gap="xl">
      <FactsList
        data-testid="enrollment-facts"
        facts={[
          { labelKey: 'enrollments.course', value: item.course?.header ?? '—' },
          {
            labelKey: 'enrollments.enrolled_as_title',
            value: t(`enrollments.enrolled_as.${item.enrollable_type}`),
          },
          { labelKey: 'enrollments.enrolled_for', value: enrollableLink(item) },
          { labelKey: 'fields.company', value: item.company?.header ?? '—' },
          { labelKey: 'enrollments.status_title', value: <EnrollmentStatusBadge status={item.status} /> },
          {
            labelKey: 'admin.enrollments.days_remaining',
            value:
              item.days_remaining === null
                ? '—'
                : t('admin.enrollments.days', { count: item.days_remaining }),
          },
          {
            labelKey: 'enrollments.next_start_date',
            value: item.next_start_date ? formatDate(item.next_start_date) : '—',
          },
          {
            labelKey: 'admin.enrollments.revoked_at',
            value: item.revoked_at ? formatDateTime(item.revoked_at) : '—',
          },
        ]}
      />
      <ResourceUpdateForm api={enrollmentsApi} fields={enrollmentUpdateFields} />
    </Stack>
  );
}
