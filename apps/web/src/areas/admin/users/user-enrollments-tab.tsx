import type { User } from '@academy/contracts/entities/user';
import { href } from '@academy/contracts/routes';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { EnrollmentsTable } from '../../../features/enrollments/enrollments-table.tsx';
import { enrollmentHref } from '../enrollments/enrollment-config.tsx';

/**
 * The enrollments that apply to the person (spec §2 "User update nests enrollments"): personal ones and those of
 * their departments and companies, each saying whom it is for; a new personal one from here.
 */
export function UserEnrollmentsTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<User>>();
  return (
    <>
      <Text c="dimmed" size="sm" mb="sm">
        {t('admin.users.enrollments_help')}
      </Text>
      <EnrollmentsTable
        tableKey="admin-user-enrollments"
        label={t('enrollments.of', { name: item.name })}
        fixedFilters={{ user: String(item.id) }}
        rowHref={enrollmentHref}
        create={{
          to: href('admin.user.enrollment-create', { user: item.id }),
          labelKey: 'enrollments.create',
        }}
      />
    </>
  );
}
