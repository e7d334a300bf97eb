import type { Course } from '@academy/contracts/entities/course';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { CompanyCoursesTable } from '../../../features/courses/company-courses-table.tsx';

/** /admin/courses/:course/companies (issue 21): the companies the course is given to, with their seats. */
export function CourseCompaniesTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Course>>();
  const title = t('admin.courses.companies.title', { name: item.name });
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {t('admin.courses.companies.note')}
      </Text>
      <CompanyCoursesTable
        from={{ course: { uuid: item.uuid }, filter: { course: String(item.id) } }}
        tableKey="admin-course-companies"
        label={title}
        canGive
      />
    </Stack>
  );
}
