import type { Company } from '@academy/contracts/entities/company';
import { href } from '@academy/contracts/routes';
import { useOutletContext } from 'react-router';
import { usersApi } from '../../../api/resources/users.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceCreatePage } from '../../../components/resource-screens/resource-create-page.tsx';
import { userFieldsForCompany, userHref, userList } from '../users/user-config.tsx';

/** /admin/companies/:company/users/create: a new person in this company (and, if chosen, its departments). */
export function CompanyUserCreate() {
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  return (
    <ResourceCreatePage
      embedded
      api={usersApi}
      titleKey="admin.users.routes.create"
      list={userList}
      back={{ to: href('admin.company.users', { company: item.id }), labelKey: 'users.people' }}
      fields={userFieldsForCompany(item.id)}
      initial={{ is_active: true }}
      fixedValues={{ company_id: item.uuid }}
      itemHref={userHref}
      submitLabelKey="resource.form.create"
    />
  );
}
