import { href } from '@academy/contracts/routes';
import { departmentsApi } from '../../../api/resources/departments.ts';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { departmentColumns, departmentFilters, departmentHref } from './department-config.tsx';

/** /admin/departments: every department of every company, filtered by company and activity. */
export function DepartmentsPage() {
  return (
    <ResourceListPage
      api={departmentsApi}
      tableKey="admin-departments"
      titleKey="departments.title"
      columns={departmentColumns}
      filters={departmentFilters}
      rowHref={departmentHref}
      editable
      exportable
      create={{ to: href('admin.department.create'), labelKey: 'departments.create' }}
    />
  );
}
