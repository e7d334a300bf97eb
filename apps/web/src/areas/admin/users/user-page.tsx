import { usersApi } from '../../../api/resources/users.ts';
import { ResourceItemPage } from '../../../components/resource-screens/resource-item-page.tsx';
import { UserActions } from './user-actions.tsx';
import { userList } from './user-config.tsx';

/**
 * /admin/users/:user (an id, spec §2): the person's details, where they belong (companies attached and
 * detached, departments), their enrollments (spec §2 "User update nests enrollments"), schedule and own books.
 */
export function UserPage() {
  return (
    <ResourceItemPage
      api={usersApi}
      param="user"
      with={['departments']}
      title={(item) => item.name}
      list={userList}
      tabs={[
        { route: 'admin.user.update', labelKey: 'resource.page.details' },
        { route: 'admin.user.associations', labelKey: 'admin.users.tabs.associations' },
        { route: 'admin.user.enrollments', labelKey: 'enrollments.title' },
        { route: 'admin.user.schedule', labelKey: 'admin.users.tabs.schedule' },
        { route: 'admin.user.books', labelKey: 'admin.given_books.tab' },
      ]}
      actions={(item) => <UserActions item={item} />}
    />
  );
}
