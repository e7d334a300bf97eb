import type { Department } from '@academy/contracts/entities/department';
import { href } from '@academy/contracts/routes';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import { departmentUsersApi } from '../../../api/resources/department-users.ts';
import { departmentsApi } from '../../../api/resources/departments.ts';
import { LinkedItems } from '../../../components/linked-items/linked-items.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';

/**
 * The department's people in their order (spec §2 "attach users", §7 departments attach, detach and sync
 * users): add someone of the company, remove them, move them up or down, and make them its head or not. The
 * department's `manageUsers` ability and each membership's `update` decide what the reader may change.
 */
export function DepartmentUsersTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Department>>();
  const memberships = departmentUsersApi.useList({ filters: { department: String(item.id) }, per_page: 100 });
  const links = new Map((memberships.data?.items ?? []).map((link) => [link.user_id, link]));
  const setHead = departmentUsersApi.useUpdate();
  return (
    <LinkedItems
      api={departmentsApi}
      owner={item}
      link="users"
      items={item.users ?? []}
      ordered
      ability="manageUsers"
      title={t('organization.departments.users_title', { count: item.users_count })}
      addLabel={t('organization.departments.add_user')}
      emptyText={t('organization.departments.no_users')}
      itemHref={(user) => href('organization.user.show', { user: user.id })}
      // Only the company's own people can join its department (the server refuses anyone else).
      searchFilters={{ company: String(item.company_id) }}
      columns={[
        { header: t('organization.departments.email'), cell: (user) => user.email },
        {
          header: t('organization.departments.head'),
          cell: (user) => {
            const link = links.get(user.id);
            return (
              <Switch
                checked={user.pivot.is_head}
                disabled={!link || !can(link, 'update') || setHead.isPending}
                onChange={(event) =>
                  link &&
                  void setHead
                    .mutateAsync({ uuid: link.uuid, input: { is_head: event.currentTarget.checked } })
                    .catch(() => undefined)
                }
                aria-label={t('organization.departments.head_of', { name: user.header })}
              />
            );
          },
        },
      ]}
      data-testid="department-users"
    />
  );
}
