import type { Company } from '@academy/contracts/entities/company';
import { href } from '@academy/contracts/routes';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { CompanyCoursesTable } from '../../../features/courses/company-courses-table.tsx';

/**
 * /organization/courses (issue 21): the courses given to the company in scope, with the seats used and left
 * and the last day. Those who may change the company (its managers) get "Enroll", which opens the enrollment
 * form with the course chosen; heads read.
 */
export function CompanyCoursesTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  const enroll = can(item, 'update');
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('organization.courses.given.note')}
      </Text>
      <CompanyCoursesTable
        from={{ company: { uuid: item.uuid }, filter: { company: String(item.id) } }}
        tableKey="organization-company-courses"
        label={t('organization.courses.given.title', { name: item.name })}
        enrollHref={
          enroll
            ? (course) => `${href('organization.enrollment.create')}?course=${course.course?.uuid ?? ''}`
            : undefined
        }
      />
    </Stack>
  );
}
