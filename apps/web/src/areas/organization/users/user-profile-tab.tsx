import type { User } from '@academy/contracts/entities/user';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import { usersApi } from '../../../api/resources/users.ts';
import { UserCustomFields } from '../../../components/custom-user-fields/user-custom-fields.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { FactsList } from '../../../components/resource-screens/facts-list.tsx';
import { ResourceUpdateForm } from '../../../components/resource-screens/resource-update-form.tsx';
import { YesNoBadge } from '../../../components/resource-screens/yes-no-badge.tsx';
import { formatDateTime } from '../../../i18n/reader-dates.ts';
import { useOrganizationCompany } from '../shared/use-organization-company.ts';
import { userProfileFields } from './user-config.tsx';
import { UserMembershipEditor } from './user-membership-editor.tsx';

/**
 * A person's profile (spec §2 organization.user.profile): their sign-in facts, their name, address and
 * language — editable where the person's `update` ability allows; a new address is confirmed through a mail
 * to it before it applies (spec §7), which the form says — and their departments and manager flag in this
 * company.
 */
export function UserProfileTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<User>>();
  const company = useOrganizationCompany().query.data;
  return (
    <Stack gap="xl">
      <FactsList
        data-testid="user-facts"
        facts={[
          { labelKey: 'fields.is_active', value: <YesNoBadge value={item.is_active} /> },
          {
            labelKey: 'users.last_login_at',
            value: item.last_login_at ? formatDateTime(item.last_login_at) : t('users.never'),
          },
        ]}
      />
      {item.pending_email && (
        <Alert variant="light" color="blue" icon={<IconMailForward size={18} aria-hidden />} maw={680}>
          {t('organization.users.pending_email', { email: item.pending_email })}
        </Alert>
      )}
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('organization.users.profile_title')}
        </Title>
        {can(item, 'update') && (
          <Text size="sm" c="dimmed" maw={680}>
            {t('organization.users.email_change_help')}
          </Text>
        )}
        <ResourceUpdateForm api={usersApi} fields={userProfileFields} />
      </Stack>
      {company && (
        <UserCustomFields user={item} company={company} title={t('organization.users.custom_fields_title')} />
      )}
      {company && <UserMembershipEditor user={item} company={company} />}
    </Stack>
  );
}
