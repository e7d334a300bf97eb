import type { Department } from '@academy/contracts/entities/department';
import { href } from '@academy/contracts/routes';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { EnrollForm } from '../../../features/enrollments/enroll-form.tsx';

/** /admin/departments/:department/enrollments/create: enrolls the department in a course. */
export function DepartmentEnrollmentCreate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { item } = useOutletContext<ResourcePageContext<Department>>();
  const back = href('admin.department.enrollments', { department: item.id });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('admin.enrollments.routes.create')}
      </Title>
      <EnrollForm
        enrollable={{ type: 'department', uuid: item.uuid, header: item.name }}
        onSaved={() => navigate(back, { replace: true })}
        onCancel={() => navigate(back)}
      />
    </Stack>
  );
}
