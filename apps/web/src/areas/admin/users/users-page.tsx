import type { User } from '@academy/contracts/entities/user';
import { href } from '@academy/contracts/routes';
import { IconKey, IconPlayerPause } from '@tabler/icons-react';
import { usersApi, useSendPasswordReset } from '../../../api/resources/users.ts';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { useDeactivate } from '../../../components/resource-screens/use-deactivate.tsx';
import { userColumns, userFilters, userHref } from './user-config.tsx';

/** /admin/users: everyone of the tenant, with the filters of issue 14; bulk deactivate and delete. */
export function UsersPage() {
  const deactivate = useDeactivate(usersApi, 'admin.users');
  const sendReset = useSendPasswordReset();
  return (
    <ResourceListPage
      api={usersApi}
      tableKey="admin-users"
      titleKey="users.title"
      columns={userColumns}
      filters={userFilters}
      rowHref={userHref}
      editable
      exportable
      moreRowActions={[
        {
          key: 'reset-password',
          labelKey: 'users.send_reset',
          icon: <IconKey size={16} aria-hidden />,
          ability: 'resetPassword',
          // The server's message (sent, or why not) is the snackbar either way.
          onClick: (item: User) => void sendReset.mutateAsync(item).catch(() => undefined),
        },
      ]}
      moreBulkActions={[
        {
          key: 'deactivate',
          labelKey: 'admin.users.deactivate_bulk',
          icon: <IconPlayerPause size={14} aria-hidden />,
          color: 'orange',
          // Like a delete, never oneself (the server refuses it).
          ability: 'delete',
          run: async (items: User[]) => deactivate(items.filter((item) => item.is_active)),
        },
      ]}
      create={{ to: href('admin.user.create'), labelKey: 'users.create' }}
    />
  );
}
