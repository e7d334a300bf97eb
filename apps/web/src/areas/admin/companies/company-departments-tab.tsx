import type { Company } from '@academy/contracts/entities/company';
import { href } from '@academy/contracts/routes';
import { useOutletContext } from 'react-router';
import { departmentsApi } from '../../../api/resources/departments.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { departmentColumns, departmentHref } from '../departments/department-config.tsx';

/** The company's departments (spec §2 "company-scoped lists"), with departments/create beside them. */
export function CompanyDepartmentsTab() {
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  return (
    <ResourceListPage
      api={departmentsApi}
      heading="none"
      tableKey="admin-company-departments"
      titleKey="departments.title"
      columns={departmentColumns.filter((column) => column.key !== 'company')}
      fixedFilters={{ company: String(item.id) }}
      rowHref={departmentHref}
      editable
      exportable
      create={{
        to: href('admin.company.department-create', { company: item.id }),
        labelKey: 'departments.create',
      }}
    />
  );
}
