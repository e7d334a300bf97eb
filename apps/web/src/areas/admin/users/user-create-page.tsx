import { usersApi } from '../../../api/resources/users.ts';
import { ResourceCreatePage } from '../../../components/resource-screens/resource-create-page.tsx';
import { userCreateFields, userHref, userList } from './user-config.tsx';

/** /admin/users/create: a new person, in a company or none yet. */
export function UserCreatePage() {
  return (
    <ResourceCreatePage
      api={usersApi}
      titleKey="admin.users.routes.create"
      list={userList}
      fields={userCreateFields}
      initial={{ is_active: true }}
      itemHref={userHref}
      submitLabelKey="resource.form.create"
    />
  );
}
