import type { Company } from '@academy/contracts/entities/company';
import { href } from '@academy/contracts/routes';
import { useOutletContext } from 'react-router';
import { departmentsApi } from '../../../api/resources/departments.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceCreatePage } from '../../../components/resource-screens/resource-create-page.tsx';
import {
  departmentFieldsForCompany,
  departmentHref,
  departmentList,
} from '../departments/department-config.tsx';

/** /admin/companies/:company/departments/create (spec §2): a department of this company. */
export function CompanyDepartmentCreate() {
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  return (
    <ResourceCreatePage
      embedded
      api={departmentsApi}
      titleKey="admin.departments.routes.create"
      list={departmentList}
      back={{
        to: href('admin.company.departments', { company: item.id }),
        labelKey: 'departments.title',
      }}
      fields={departmentFieldsForCompany}
      initial={{ is_active: true }}
      fixedValues={{ company_id: item.uuid }}
      itemHref={departmentHref}
      submitLabelKey="resource.form.create"
    />
  );
}
