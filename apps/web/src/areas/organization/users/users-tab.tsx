import type { Company } from '@academy/contracts/entities/company';
import type { User } from '@academy/contracts/entities/user';
import { href } from '@academy/contracts/routes';
import { IconKey, IconLinkOff, IconUser, IconUserStar } from '@tabler/icons-react';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import { usersApi } from '../../../api/resources/users.ts';
import { openConfirmAction } from '../../../components/confirm-action-modal.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import type { RowAction } from '../../../components/resource-table/table-types.ts';
import { useUserActions } from './use-user-actions.tsx';
import { userColumns, userFilters, userHref } from './user-config.tsx';
import { UsersExportMenu } from './users-export-menu.tsx';

/**
 * /organization/users (spec §2 organization users): the company's people — the users list with the company as
 * a fixed filter —, its filters kept in the address, the filtered list exported by the server (CSV, Excel), a
 * new person created here, and per person: their profile, user/manager, remove from the organization, a
 * password reset and delete, each where the person's (and the company's) abilities allow it.
 */
export function UsersTab() {
  const { item: company } = useOutletContext<ResourcePageContext<Company>>();
  const actions = useUserActions(company);
  const fixedFilters = { company: String(company.id) };
  const rowActions: RowAction<User>[] = [
    {
      key: 'profile',
      labelKey: 'organization.users.view_profile',
      icon: <IconUser size={16} aria-hidden />,
      ability: 'view',
      href: userHref,
    },
    {
      key: 'toggle-manager',
      labelKey: 'organization.users.toggle_manager',
      icon: <IconUserStar size={16} aria-hidden />,
      ability: 'manageMembership',
      onClick: (user) => void actions.toggleManager(user),
    },
    {
      key: 'reset-password',
      labelKey: 'organization.users.reset.action',
      icon: <IconKey size={16} aria-hidden />,
      ability: 'resetPassword',
      onClick: (user) => openConfirmAction(actions.resetPassword(user)),
    },
  ];
  if (can(company, 'manageUsers'))
    rowActions.push({
      key: 'remove-from-company',
      labelKey: 'organization.users.remove.action',
      icon: <IconLinkOff size={16} aria-hidden />,
      color: 'orange',
      ability: 'manageMembership',
      onClick: (user) => openConfirmAction(actions.removeFromCompany(user)),
    });
  return (
    <ResourceListPage
      api={usersApi}
      heading="none"
      tableKey="organization-users"
      titleKey="organization.users.title"
      columns={userColumns(company)}
      filters={userFilters(company)}
      fixedFilters={fixedFilters}
      with={['departments']}
      rowHref={userHref}
      moreRowActions={rowActions}
      actions={<UsersExportMenu fixedFilters={fixedFilters} />}
      create={
        can(company, 'manageUsers')
          ? { to: href('organization.user.create'), labelKey: 'organization.users.create' }
          : undefined
      }
    />
  );
}
