import type { Company } from '@academy/contracts/entities/company';
import { useOutletContext } from 'react-router';
import { departmentsApi } from '../../../api/resources/departments.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceCreatePage } from '../../../components/resource-screens/resource-create-page.tsx';
import { departmentFields, departmentHref, departmentsTab } from './department-config.tsx';

/** /organization/departments/create (spec §2): a department of the company in scope; 422s land on its fields. */
export function DepartmentCreate() {
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  return (
    <ResourceCreatePage
      embedded
      api={departmentsApi}
      titleKey="departments.create"
      list={departmentsTab}
      fields={departmentFields}
      initial={{ is_active: true }}
      fixedValues={{ company_id: item.uuid }}
      itemHref={departmentHref}
      submitLabelKey="resource.form.create"
    />
  );
}
