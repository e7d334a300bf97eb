import type { User } from '@academy/contracts/entities/user';
import { Alert, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import { usersApi } from '../../../api/resources/users.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { FactsList } from '../../../components/resource-screens/facts-list.tsx';
import { ResourceUpdateForm } from '../../../components/resource-screens/resource-update-form.tsx';
import { formatDateTime } from '../../../i18n/reader-dates.ts';
import { RoleBadge, userUpdateFields } from './user-config.tsx';

/**
 * The person's account: sign-in facts, a pending address change, and the form — with the role only for those
 * the item's `assignRole` ability allows (issue 14: super admins).
 */
export function UserDetailsTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<User>>();
  return (
    <Stack gap="xl">
      <FactsList
        data-testid="user-facts"
        facts={[
          { labelKey: 'admin.users.role', value: <RoleBadge role={item.role} /> },
          {
            labelKey: 'users.last_login_at',
            value: item.last_login_at ? formatDateTime(item.last_login_at) : t('users.never'),
          },
          { labelKey: 'fields.created_at', value: formatDateTime(item.created_at) },
        ]}
      />
      {item.pending_email && (
        <Alert variant="light" color="blue" icon={<IconMailForward size={18} aria-hidden />} maw={680}>
          {t('admin.users.pending_email', { email: item.pending_email })}
        </Alert>
      )}
      <ResourceUpdateForm
        // A new ability map (after a role change) can add or take away the role field.
        key={String(can(item, 'assignRole'))}
        api={usersApi}
        fields={userUpdateFields({ role: can(item, 'assignRole') })}
      />
    </Stack>
  );
}
