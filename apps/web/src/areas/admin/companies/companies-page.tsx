import type { Company } from '@academy/contracts/entities/company';
import { href } from '@academy/contracts/routes';
import { IconPlayerPause } from '@tabler/icons-react';
import { companiesApi } from '../../../api/resources/companies.ts';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { useDeactivate } from '../../../components/resource-screens/use-deactivate.tsx';
import { companyColumns, companyFilters, companyHref } from './company-config.tsx';

/** /admin/companies: every company of the tenant, with its people, departments and courses counted. */
export function CompaniesPage() {
  const deactivate = useDeactivate(companiesApi, 'admin.companies');
  return (
    <ResourceListPage
      api={companiesApi}
      tableKey="admin-companies"
      titleKey="admin.companies.title"
      columns={companyColumns}
      filters={companyFilters}
      rowHref={companyHref}
      editable
      exportable
      moreBulkActions={[
        {
          key: 'deactivate',
          labelKey: 'admin.companies.deactivate_bulk',
          icon: <IconPlayerPause size={14} aria-hidden />,
          color: 'orange',
          ability: 'update',
          run: async (items: Company[]) => deactivate(items.filter((item) => item.is_active)),
        },
      ]}
      create={{ to: href('admin.company.create'), labelKey: 'admin.companies.create' }}
    />
  );
}
