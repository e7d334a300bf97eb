import { companiesApi } from '../../../api/resources/companies.ts';
import { ResourceCreatePage } from '../../../components/resource-screens/resource-create-page.tsx';
import { companyCreateFields, companyHref, companyList } from './company-config.tsx';

/** /admin/companies/create: a new company, active from the start. */
export function CompanyCreatePage() {
  return (
    <ResourceCreatePage
      api={companiesApi}
      titleKey="admin.companies.routes.create"
      list={companyList}
      fields={companyCreateFields}
      initial={{ is_active: true }}
      itemHref={companyHref}
      submitLabelKey="resource.form.create"
    />
  );
}
