import { departmentsApi } from '../../../api/resources/departments.ts';
import { ResourceUpdateForm } from '../../../components/resource-screens/resource-update-form.tsx';
import { departmentFields } from './department-config.tsx';

/** The department's name and activity; read-only where its abilities deny `update` (a department head). */
export function DepartmentProfileTab() {
  return <ResourceUpdateForm api={departmentsApi} fields={departmentFields} />;
}
