import { departmentsApi } from '../../../api/resources/departments.ts';
import { ResourceItemPage } from '../../../components/resource-screens/resource-item-page.tsx';
import { departmentList } from './department-config.tsx';

/** /admin/departments/:department (an id): details, its people (attach, detach, order) and enrollments. */
export function DepartmentPage() {
  return (
    <ResourceItemPage
      api={departmentsApi}
      param="department"
      with={['users']}
      title={(item) => (item.company ? `${item.name} (${item.company.header})` : item.name)}
      list={departmentList}
      tabs={[
        { route: 'admin.department.update', labelKey: 'resource.page.details' },
        { route: 'admin.department.users', labelKey: 'users.people' },
        { route: 'admin.department.enrollments', labelKey: 'enrollments.title' },
      ]}
    />
  );
}
