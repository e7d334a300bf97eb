import type { Department } from '@academy/contracts/entities/department';
import { href } from '@academy/contracts/routes';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import {
  departmentActiveField,
  departmentColumns as departmentColumnsFor,
  departmentFields,
  departmentFilters as departmentFiltersFor,
  departmentNameField,
} from '../../../features/departments/department-config.ts';
import { ActiveBadge } from '../companies/company-config.tsx';

/** The admin's department screens: the shared configuration across every company, and the admin's links. */
const adminScreens = {
  acrossCompanies: true,
  activeCell: (active: boolean) => <ActiveBadge active={active} />,
};

export const departmentColumns = departmentColumnsFor(adminScreens);

export const departmentFilters = departmentFiltersFor(adminScreens);

export const departmentCreateFields: FormField<Department>[] = [
  departmentNameField,
  {
    name: 'company_id',
    kind: 'reference',
    segment: 'companies',
    labelKey: 'fields.company',
    required: true,
  },
  departmentActiveField,
];

/** Created on a company's page: the company is the page's. */
export const departmentFieldsForCompany: FormField<Department>[] = departmentFields;

export const departmentUpdateFields: FormField<Department>[] = departmentFields;

export const departmentHref = (item: Pick<Department, 'id'>) =>
  href('admin.department.update', { department: item.id });

export const departmentList = { to: href('admin.department.index'), labelKey: 'departments.title' };
