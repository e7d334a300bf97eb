import type { Company } from '@academy/contracts/entities/company';
import type { User } from '@academy/contracts/entities/user';
import { href } from '@academy/contracts/routes';
import { Button, Group } from '@mantine/core';
import {
  IconFileImport,
  IconKey,
  IconLinkOff,
  IconSchool,
  IconUser,
  IconUserStar,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import { usersApi } from '../../../api/resources/users.ts';
import { openConfirmAction } from '../../../components/confirm-action-modal.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import type { BulkAction, RowAction } from '../../../components/resource-table/table-types.ts';
import { BulkEnrollModal } from './bulk-enroll-modal.tsx';
import { useUserActions } from './use-user-actions.tsx';
import { userColumns, userFilters, userHref } from './user-config.tsx';
import { UsersExportMenu } from './users-export-menu.tsx';

/**
 * /organization/users (spec §2 organization users): the company's people — the users list with the company as
 * a fixed filter —, its filters kept in the address, the filtered list exported by the server (CSV, Excel), a
 * new person created here, and per person: their profile, user/manager, remove from the organization, a
 * password reset and delete, each where the person's (and the company's) abilities allow it. Selected people
 * are enrolled in a course in one step, and people are imported from a file (issue 21 §3).
 */
export function UsersTab() {
  const { t } = useTranslation();
  const { item: company } = useOutletContext<ResourcePageContext<Company>>();
  const actions = useUserActions(company);
  // The people the enroll modal is open for; resolving `closed` ends the table's bulk action (clears the selection).
  const [enrolling, setEnrolling] = useState<{ people: User[]; closed: () => void } | null>(null);
  const closeEnroll = () => {
    enrolling?.closed();
    setEnrolling(null);
  };
  const bulkActions: BulkAction<User>[] = can(company, 'update')
    ? [
        {
          key: 'enroll',
          labelKey: 'organization.bulk.enroll.action',
          icon: <IconSchool size={14} aria-hidden />,
          run: (people) => new Promise<void>((closed) => setEnrolling({ people, closed })),
        },
      ]
    : [];
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
      labelKey: 'users.send_reset',
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
    <>
      <BulkEnrollModal
        company={company}
        people={enrolling?.people ?? null}
        onDone={closeEnroll}
        onCancel={closeEnroll}
      />
      <ResourceListPage
        api={usersApi}
        heading="none"
        tableKey="organization-users"
        titleKey="users.title"
        columns={userColumns(company)}
        filters={userFilters(company)}
        fixedFilters={fixedFilters}
        with={['departments']}
        rowHref={userHref}
        moreRowActions={rowActions}
        moreBulkActions={bulkActions}
        actions={
          <Group gap="xs">
            {can(company, 'manageUsers') && (
              <Button
                component={Link}
                to={href('organization.users.import')}
                variant="default"
                leftSection={<IconFileImport size={16} aria-hidden />}
                data-testid="import-people"
              >
                {t('organization.bulk.import.action')}
              </Button>
            )}
            <UsersExportMenu fixedFilters={fixedFilters} />
          </Group>
        }
        create={
          can(company, 'manageUsers')
            ? { to: href('organization.user.create'), labelKey: 'users.create' }
            : undefined
        }
      />
    </>
  );
}
