/** The departments module's public face: creating departments outside a request (the demo). */
export { createDepartments, type DepartmentInput } from './create-departments.ts';
export { departmentsModule } from './manifest.ts';
