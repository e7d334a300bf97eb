import type { Company } from '@academy/contracts/entities/company';
import type { User } from '@academy/contracts/entities/user';
import { href } from '@academy/contracts/routes';
import { Button, Group, Stack } from '@mantine/core';
import { IconLinkOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { ApiError, isApiError } from '../../../api/api-error.ts';
import { can } from '../../../api/resources/abilities.ts';
import { companiesApi } from '../../../api/resources/companies.ts';
import { usersApi } from '../../../api/resources/users.ts';
import { openConfirmAction } from '../../../components/confirm-action-modal.tsx';
import { ReferenceSelect } from '../../../components/reference-select/reference-select.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import type { ResourceColumn } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';
import { userColumns, userFilters, userHref } from '../users/user-config.tsx';

/** The users columns, the person's role in this company in place of their companies. */
function companyUserColumns(company: Company): ResourceColumn<User>[] {
  const roleIn = (user: User) => {
    const manager = user.companies.find((membership) => membership.id === company.id)?.pivot.is_manager;
    return i18n.t(manager ? 'users.manager' : 'admin.users.member');
  };
  const columns = userColumns.filter((column) => column.key !== 'companies');
  columns.splice(3, 0, { key: 'company_role', titleKey: 'admin.users.company_role', value: roleIn });
  return columns;
}

/**
 * The company's people (spec §2 "company users"): a paged list of its members — not the `users` relation,
 * which has no paging — with an existing person attached from a search (the company's `attachUsers`), a member
 * removed from the company and its departments (`manageUsers`, asked first), and a new person created here.
 */
export function CompanyUsersTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  const attach = companiesApi.useAttach('users');
  const detach = companiesApi.useDetach('users', { silent: true });
  const [chosen, setChosen] = useState<string | null>(null);

  const remove = (user: User) =>
    openConfirmAction({
      title: t('admin.companies.remove_user.title', { name: user.name, company: item.name }),
      message: t('admin.companies.remove_user.message', { name: user.name, company: item.name }),
      word: t('users.remove.word'),
      confirmLabel: t('users.remove.confirm'),
      onConfirm: async () => {
        try {
          await detach.mutateAsync({ uuid: item.uuid, ids: [user.id] });
        } catch (error) {
          throw isApiError(error) ? error : new ApiError({ kind: 'server', message: t('errors.generic') });
        }
      },
    });

  return (
    <Stack gap="md">
      {can(item, 'attachUsers') && (
        <Group align="flex-end" gap="sm" maw={680}>
          <div style={{ flex: 1, minWidth: 240 }}>
            <ReferenceSelect
              segment="users"
              label={t('admin.companies.attach_user')}
              value={chosen}
              onChange={setChosen}
              disabled={attach.isPending}
              data-testid="attach-user"
            />
          </div>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!chosen}
            loading={attach.isPending}
            onClick={() =>
              chosen &&
              void attach
                .mutateAsync({ uuid: item.uuid, ids: [chosen] })
                .then(() => setChosen(null))
                .catch(() => undefined)
            }
            data-testid="attach-user-add"
          >
            {t('resource.links.add')}
          </Button>
        </Group>
      )}
      <ResourceListPage
        api={usersApi}
        heading="none"
        tableKey="admin-company-users"
        titleKey="users.people"
        columns={companyUserColumns(item)}
        filters={userFilters
          .filter((filter) => filter.name !== 'company')
          // Only this company's departments are offered.
          .map((filter) =>
            filter.name === 'department' ? { ...filter, filters: { company: String(item.id) } } : filter,
          )}
        fixedFilters={{ company: String(item.id) }}
        rowHref={userHref}
        editable
        exportable
        moreRowActions={
          can(item, 'manageUsers')
            ? [
                {
                  key: 'remove-from-company',
                  labelKey: 'admin.companies.remove_user.action',
                  icon: <IconLinkOff size={16} aria-hidden />,
                  color: 'orange',
                  onClick: remove,
                },
              ]
            : []
        }
        create={{
          to: href('admin.company.user-create', { company: item.id }),
          labelKey: 'users.create',
        }}
      />
    </Stack>
  );
}
