import { departmentsApi } from '../../../api/resources/departments.ts';
import { ResourceCreatePage } from '../../../components/resource-screens/resource-create-page.tsx';
import { departmentCreateFields, departmentHref, departmentList } from './department-config.tsx';

/** /admin/departments/create: a department of a chosen company. */
export function DepartmentCreatePage() {
  return (
    <ResourceCreatePage
      api={departmentsApi}
      titleKey="admin.departments.routes.create"
      list={departmentList}
      fields={departmentCreateFields}
      initial={{ is_active: true }}
      itemHref={departmentHref}
      submitLabelKey="resource.form.create"
    />
  );
}
