import type { Company } from '@academy/contracts/entities/company';
import { href } from '@academy/contracts/routes';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { EnrollForm } from '../../../features/enrollments/enroll-form.tsx';

/** /admin/companies/:company/enrollments/create: the whole company, one of its departments or people. */
export function CompanyEnrollmentCreate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  const back = href('admin.company.enrollments', { company: item.id });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('admin.enrollments.routes.create')}
      </Title>
      <EnrollForm
        company={{ id: item.id, uuid: item.uuid, header: item.name }}
        onSaved={() => navigate(back, { replace: true })}
        onCancel={() => navigate(back)}
      />
    </Stack>
  );
}
