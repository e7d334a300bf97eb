import type { User } from '@academy/contracts/entities/user';
import { href } from '@academy/contracts/routes';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { EnrollForm } from '../../../features/enrollments/enroll-form.tsx';

/**
 * /admin/users/:user/enrollments/create: a personal enrollment. A person in several companies is enrolled on
 * behalf of one: with exactly one the server takes it, otherwise the form asks.
 */
export function UserEnrollmentCreate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { item } = useOutletContext<ResourcePageContext<User>>();
  const back = href('admin.user.enrollments', { user: item.id });
  const only = item.companies.length === 1 ? item.companies[0] : undefined;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('admin.enrollments.routes.create')}
      </Title>
      <EnrollForm
        enrollable={{ type: 'user', uuid: item.uuid, header: item.name }}
        company={only}
        onSaved={() => navigate(back, { replace: true })}
        onCancel={() => navigate(back)}
      />
    </Stack>
  );
}
