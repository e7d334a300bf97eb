import type { Department } from '@academy/contracts/entities/department';
import type { FormField } from '../../components/resource-form/form-fields.ts';
import { dateCell } from '../../components/resource-screens/format-cell.ts';
import type { ResourceColumn, TableFilter } from '../../components/resource-table/table-types.ts';
import { type ActiveCell, activeColumn } from '../active-cell.ts';

/**
 * The department screens of admin and organization as one configuration over `departmentContract` (DESIGN §10).
 * An area passes only what differs: admin lists the departments of every company, so it shows and filters by
 * company; the organization's are the company in scope.
 */
export interface DepartmentScreens {
  /** Whether the list spans companies (admin): a company column and filter. */
  acrossCompanies: boolean;
  activeCell: ActiveCell;
}

export function departmentColumns(screens: DepartmentScreens): ResourceColumn<Department>[] {
  return [
    { key: 'name', titleKey: 'fields.name', sort: 'name', fixed: true },
    ...(screens.acrossCompanies
      ? [
          {
            key: 'company',
            titleKey: 'fields.company',
            value: (item) => item.company?.header ?? '',
          } satisfies ResourceColumn<Department>,
        ]
      : []),
    { key: 'users_count', titleKey: 'users.people', textAlign: 'right' },
    activeColumn<Department>(screens.activeCell),
    {
      key: 'created_at',
      titleKey: 'fields.created_at',
      sort: 'created_at',
      value: (item) => dateCell(item.created_at),
      hidden: true,
    },
  ];
}

export function departmentFilters(screens: Pick<DepartmentScreens, 'acrossCompanies'>): TableFilter[] {
  return [
    ...(screens.acrossCompanies
      ? [{ name: 'company', kind: 'reference', segment: 'companies', labelKey: 'fields.company' } as const]
      : []),
    { name: 'is_active', kind: 'boolean', labelKey: 'fields.is_active' },
  ];
}

export const departmentNameField: FormField<Department> = {
  name: 'name',
  kind: 'text',
  labelKey: 'fields.name',
  required: true,
};

export const departmentActiveField: FormField<Department> = {
  name: 'is_active',
  kind: 'switch',
  labelKey: 'fields.is_active',
};

/** What a department's own form edits in both areas; its company is fixed once it is created. */
export const departmentFields: FormField<Department>[] = [departmentNameField, departmentActiveField];
