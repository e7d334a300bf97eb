import type { Department } from '@academy/contracts/entities/department';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can } from '../../api/resources/abilities.ts';
import { departmentUsersApi } from '../../api/resources/department-users.ts';
import { departmentsApi } from '../../api/resources/departments.ts';
import { LinkedItems } from '../linked-items/linked-items.tsx';

/**
 * A department's people in their order (spec §2 "attach users", §7 departments attach, detach and sync users):
 * add someone of the department's company, remove them, move them up or down, and make them its head or not.
 * The department's `manageUsers` ability and each membership's `update` decide what the reader may change. Used
 * by the admin and the organization areas, each linking a person to its own page for them.
 */
export function DepartmentPeople(props: {
  department: Department;
  userHref: (user: { id: number }) => string;
}) {
  const { t } = useTranslation();
  const department = props.department;
  // The membership rows carry the head flag and their own abilities: who may change it is theirs to say.
  const memberships = departmentUsersApi.useList({
    filters: { department: String(department.id) },
    per_page: 100,
  });
  const links = new Map((memberships.data?.items ?? []).map((link) => [link.user_id, link]));
  const setHead = departmentUsersApi.useUpdate();
  return (
    <LinkedItems
      api={departmentsApi}
      owner={department}
      link="users"
      items={department.users ?? []}
      ordered
      ability="manageUsers"
      title={t('resource.people.department.users_title', { count: department.users_count })}
      addLabel={t('resource.people.department.add_user')}
      emptyText={t('resource.people.department.no_users')}
      itemHref={props.userHref}
      // Only the department's own company's people can join it (the server refuses anyone else).
      searchFilters={{ company: String(department.company_id) }}
      columns={[
        { header: t('resource.people.department.email'), cell: (user) => user.email },
        {
          header: t('resource.people.department.head'),
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
                aria-label={t('resource.people.department.head_of', { name: user.header })}
              />
            );
          },
        },
      ]}
      data-testid="department-users"
    />
  );
}
