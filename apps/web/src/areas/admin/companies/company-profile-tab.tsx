import type { Company } from '@academy/contracts/entities/company';
import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { useCompanyProfile } from '../../../api/resources/companies.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { formatDateTime } from '../../../i18n/reader-dates.ts';

function Figure(props: { label: string; value: number | string; detail?: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={props.testId}>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text size="xl" fw={700}>
        {props.value}
      </Text>
      {props.detail && (
        <Text size="xs" c="dimmed">
          {props.detail}
        </Text>
      )}
    </Paper>
  );
}

/** The company at a glance (spec §7 `GET companies/{id}/profile`): people, departments, courses and more. */
export function CompanyProfileTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  const query = useCompanyProfile(item.id);
  if (query.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {t('resource.page.error')}
      </Alert>
    );
  const profile = query.data;
  if (!profile)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('resource.page.loading')} />
      </Group>
    );
  return (
    <Stack gap="md" data-testid="company-profile">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Figure
          testId="profile-users"
          label={t('users.people')}
          value={profile.users.total}
          detail={t('admin.companies.profile.users_detail', {
            active: profile.users.active,
            managers: profile.users.managers,
            never: profile.users.never_signed_in,
          })}
        />
        <Figure
          testId="profile-departments"
          label={t('departments.title')}
          value={profile.departments_count}
        />
        <Figure testId="profile-courses" label={t('courses.title')} value={profile.courses_count} />
        <Figure
          testId="profile-enrollments"
          label={t('admin.companies.profile.enrollments')}
          value={profile.enrollments.active}
          detail={t('admin.companies.profile.enrollments_detail', {
            inactive: profile.enrollments.inactive,
            revoked: profile.enrollments.revoked,
            recurring: profile.enrollments.recurring,
          })}
        />
        <Figure
          testId="profile-certificates"
          label={t('admin.companies.profile.certificates')}
          value={profile.certificates.valid}
          detail={t('admin.companies.profile.certificates_detail', { expired: profile.certificates.expired })}
        />
        <Figure
          testId="profile-last-login"
          label={t('admin.companies.profile.last_login')}
          value={
            profile.last_login_at ? formatDateTime(profile.last_login_at) : t('admin.companies.profile.never')
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
