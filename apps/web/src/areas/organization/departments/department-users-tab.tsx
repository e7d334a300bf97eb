import type { Department } from '@academy/contracts/entities/department';
import { href } from '@academy/contracts/routes';
import { useOutletContext } from 'react-router';
import { DepartmentPeople } from '../../../components/department-people/department-people.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';

/** The department's people tab; a person opens their page in the organization area. */
export function DepartmentUsersTab() {
  const { item } = useOutletContext<ResourcePageContext<Department>>();
  return (
    <DepartmentPeople
      department={item}
      userHref={(user) => href('organization.user.show', { user: user.id })}
    />
  );
}
