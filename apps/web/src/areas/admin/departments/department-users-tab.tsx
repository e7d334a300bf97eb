import type { Department } from '@academy/contracts/entities/department';
import { href } from '@academy/contracts/routes';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { departmentsApi } from '../../../api/resources/departments.ts';
import { LinkedItems } from '../../../components/linked-items/linked-items.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';

/**
 * The department's people in their order (spec §7: departments attach, detach and sync users): add someone of
 * the department's company, remove them, move them up or down; the head is marked.
 */
export function DepartmentUsersTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Department>>();
  return (
    <LinkedItems
      api={departmentsApi}
      owner={item}
      link="users"
      items={item.users ?? []}
      ordered
      ability="manageUsers"
      title={t('admin.departments.users_title', { count: item.users_count })}
      addLabel={t('admin.departments.add_user')}
      emptyText={t('admin.departments.no_users')}
      itemHref={(user) => href('admin.user.update', { user: user.id })}
      // Only the department's own company's people can join it (the server refuses anyone else).
      searchFilters={{ company: String(item.company_id) }}
      columns={[
        { header: t('admin.users.email'), cell: (user) => user.email },
        {
          header: t('admin.departments.role'),
          cell: (user) =>
            user.pivot.is_head ? (
              <Badge variant="light">{t('admin.departments.head')}</Badge>
            ) : (
              t('admin.departments.member')
            ),
        },
      ]}
      data-testid="department-users"
    />
  );
}
