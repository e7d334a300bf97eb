import type { Company } from '@academy/contracts/entities/company';
import { href } from '@academy/contracts/routes';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import { departmentsApi } from '../../../api/resources/departments.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { departmentColumns, departmentFilters, departmentHref } from './department-config.tsx';

/**
 * /organization/departments (spec §2): the departments of the company in scope that the reader may see — a
 * manager all of them, a department head their own. Creating one is for those who may change the company
 * (the server allows departments to its managers only); each row's own abilities decide edit and delete.
 */
export function CompanyDepartmentsTab() {
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  return (
    <ResourceListPage
      api={departmentsApi}
      heading="none"
      tableKey="organization-departments"
      titleKey="departments.title"
      columns={departmentColumns}
      filters={departmentFilters}
      fixedFilters={{ company: String(item.id) }}
      rowHref={departmentHref}
      editable
      exportable
      create={
        can(item, 'update')
          ? { to: href('organization.department.create'), labelKey: 'departments.create' }
          : undefined
      }
    />
  );
}
