import type { Department } from '@academy/contracts/entities/department';
import { href } from '@academy/contracts/routes';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { dateCell } from '../../../components/resource-screens/format-cell.ts';
import { YesNoBadge } from '../../../components/resource-screens/yes-no-badge.tsx';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';

/** The organization's department screens as configuration over `departmentContract` (DESIGN §10). */
export const departmentColumns: ResourceColumn<Department>[] = [
  { key: 'name', titleKey: 'fields.name', sort: 'name', fixed: true },
  { key: 'users_count', titleKey: 'users.people', textAlign: 'right' },
  {
    key: 'is_active',
    titleKey: 'fields.is_active',
    value: (item) => i18n.t(item.is_active ? 'resource.table.yes' : 'resource.table.no'),
    render: (item) => <YesNoBadge value={item.is_active} />,
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
  { name: 'is_active', kind: 'boolean', labelKey: 'fields.is_active' },
];

/** Name and activity: the company is the one in scope, fixed at creation. */
export const departmentFields: FormField<Department>[] = [
  { name: 'name', kind: 'text', labelKey: 'fields.name', required: true },
  { name: 'is_active', kind: 'switch', labelKey: 'fields.is_active' },
];

/** A department's page (spec §2: it opens on the overview tab). */
export const departmentHref = (item: Pick<Department, 'id'>) =>
  href('organization.department.overview', { department: item.id });

/** The company overview's departments tab, where a department's page and its delete lead back to. */
export const departmentsTab = {
  to: href('organization.company.departments'),
  labelKey: 'departments.title',
};
