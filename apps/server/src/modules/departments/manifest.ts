import { defineModule } from '../../platform/module-manifest.ts';
import { departmentUserResource } from './department-users.resource.ts';
import { departmentResource } from './departments.resource.ts';

/** The departments module: departments and their members. */
export const departmentsModule = defineModule({
  name: 'departments',
  resources: [departmentUserResource, departmentResource],
});
