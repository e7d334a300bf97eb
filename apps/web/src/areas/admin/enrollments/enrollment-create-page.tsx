import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListBreadcrumbs } from '../../../components/resource-page/list-breadcrumbs.tsx';
import { EnrollForm } from '../../../features/enrollments/enroll-form.tsx';
import { enrollmentHref, enrollmentList } from './enrollment-config.tsx';

/** /admin/enrollments/create: a user, a department or a whole company in a course. */
export function EnrollmentCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <ListBreadcrumbs list={enrollmentList} current={t('admin.enrollments.routes.create')} />
      <Title order={1}>{t('admin.enrollments.routes.create')}</Title>
      <EnrollForm
        onSaved={(enrollment) => navigate(enrollmentHref(enrollment), { replace: true })}
        onCancel={() => navigate(enrollmentList.to)}
      />
    </Stack>
  );
}
