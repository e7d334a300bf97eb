import type { Department } from '@academy/contracts/entities/department';
import { href } from '@academy/contracts/routes';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { dateCell } from '../../../components/resource-screens/format-cell.ts';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';
import { ActiveBadge } from '../companies/company-config.tsx';

/** The department screens as configuration over `departmentContract` (DESIGN §10). */
export const departmentColumns: ResourceColumn<Department>[] = [
  { key: 'name', titleKey: 'fields.name', sort: 'name', fixed: true },
  { key: 'company', titleKey: 'fields.company', value: (item) => item.company?.header ?? '' },
  { key: 'users_count', titleKey: 'users.people', textAlign: 'right' },
  {
    key: 'is_active',
    titleKey: 'fields.is_active',
    value: (item) => i18n.t(item.is_active ? 'resource.table.yes' : 'resource.table.no'),
    render: (item) => <ActiveBadge active={item.is_active} />,
  },
  {
    key: 'created_at',
    titleKey: 'fields.created_at',
    sort: 'created_at',
    value: (item) => dateCell(item.created_at),
    hidden: true,
  },
];

export const departmentFilters: TableFilter[] = [
  { name: 'company', kind: 'reference', segment: 'companies', labelKey: 'fields.company' },
  { name: 'is_active', kind: 'boolean', labelKey: 'fields.is_active' },
];

const nameField: FormField<Department> = {
  name: 'name',
  kind: 'text',
  labelKey: 'fields.name',
  required: true,
};
const activeField: FormField<Department> = {
  name: 'is_active',
  kind: 'switch',
  labelKey: 'fields.is_active',
};

export const departmentCreateFields: FormField<Department>[] = [
  nameField,
  {
    name: 'company_id',
    kind: 'reference',
    segment: 'companies',
    labelKey: 'fields.company',
    required: true,
  },
  activeField,
];

/** Created on a company's page: the company is the page's. */
export const departmentFieldsForCompany: FormField<Department>[] = [nameField, activeField];

export const departmentUpdateFields: FormField<Department>[] = [nameField, activeField];

export const departmentHref = (item: Pick<Department, 'id'>) =>
  href('admin.department.update', { department: item.id });

export const departmentList = { to: href('admin.department.index'), labelKey: 'departments.title' };
