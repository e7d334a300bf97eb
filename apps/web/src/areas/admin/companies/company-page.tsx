import { companiesApi } from '../../../api/resources/companies.ts';
import { Can } from '../../../components/can/can.tsx';
import { ImpersonateMenu } from '../../../components/impersonation/impersonate-menu.tsx';
import { ResourceItemPage } from '../../../components/resource-screens/resource-item-page.tsx';
import { companyList, companyScope } from './company-config.tsx';

/**
 * /admin/companies/:company (an id, spec §2): the company's update page. Its tabs are routes: details,
 * profile, permissions, the courses given to it, its access passes and books, and the company-scoped departments, users and enrollments (each with its create).
 * An administrator may act in the company from here (impersonation).
 */
export function CompanyPage() {
  return (
    <ResourceItemPage
      api={companiesApi}
      param="company"
      title={(item) => item.name}
      list={companyList}
      tabs={[
        { route: 'admin.company.update', labelKey: 'resource.page.details' },
        { route: 'admin.company.profile', labelKey: 'admin.companies.tabs.profile', ability: 'manageUsers' },
        { route: 'admin.company.permissions', labelKey: 'admin.companies.tabs.permissions' },
        { route: 'admin.company.departments', labelKey: 'departments.title' },
        { route: 'admin.company.users', labelKey: 'users.people' },
        { route: 'admin.company.courses', labelKey: 'courses.title' },
        { route: 'admin.company.enrollments', labelKey: 'enrollments.title' },
        { route: 'admin.company.access-passes', labelKey: 'access_passes.title' },
        { route: 'admin.company.books', labelKey: 'admin.given_books.tab' },
        {
          route: 'admin.company.integrations',
          labelKey: 'admin.companies.tabs.integrations',
          ability: 'update',
        },
      ]}
      actions={(item) => (
        <Can ability="impersonate" item={item}>
          <ImpersonateMenu
            scope={companyScope(item)}
            name={item.name}
            targets={['organization', 'academy']}
          />
        </Can>
      )}
    />
  );
}
