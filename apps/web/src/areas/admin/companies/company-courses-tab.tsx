import type { Company } from '@academy/contracts/entities/company';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { CompanyCoursesTable } from '../../../features/courses/company-courses-table.tsx';

/** /admin/companies/:company/courses (issue 21): the courses given to the company, with their seats. */
export function CompanyCoursesTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  const title = t('admin.companies.courses.title', { name: item.name });
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {t('admin.companies.courses.note')}
      </Text>
      <CompanyCoursesTable
        from={{ company: { uuid: item.uuid }, filter: { company: String(item.id) } }}
        tableKey="admin-company-courses"
        label={title}
        canGive
      />
    </Stack>
  );
}
