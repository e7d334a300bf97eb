import { href } from '@academy/contracts/routes';
import { useLocation } from 'react-router';
import { ResourcePage } from '../../../components/resource-page/resource-page.tsx';
import { useOrganizationCompany } from '../shared/use-organization-company.ts';
import { ChooseCompany } from './choose-company.tsx';

/**
 * /organization (spec §2 organization.company.update): the overview of the company in scope. Its tabs are routes
 * (insights first, at /organization itself), each rendered with the company as outlet context; a tab shows only
 * where the company's abilities allow it, so the server decides what a manager or department head may open.
 */
export function CompanyOverviewPage() {
  const { uuid, query } = useOrganizationCompany();
  const { pathname } = useLocation();
  if (!uuid) return <ChooseCompany />;
  const company = query.data;
  const scorm = href('organization.company.scorm');
  // The SCORM tab is there when SCORM is on, and also on its own address when it is off (a bookmark), where it
  // says so: otherwise that page would open under the first tab, Insights, which would be shown as chosen.
  const showScorm = company?.scorm_enabled || pathname === scorm || pathname.startsWith(`${scorm}/`);
  return (
    <ResourcePage
      item={company}
      loading={query.isPending}
      error={query.isError}
      title={company?.name ?? ''}
      list={{ to: href('organization.company.update'), labelKey: 'organization.company.title' }}
      tabs={[
        { to: href('organization.company.update'), labelKey: 'organization.company.tabs.insights' },
        { to: href('organization.company.departments'), labelKey: 'departments.title' },
        { to: href('organization.company.users'), labelKey: 'organization.company.tabs.users' },
        { to: href('organization.company.courses'), labelKey: 'courses.title' },
        { to: href('organization.company.enrollments'), labelKey: 'enrollments.title' },
        // The policy lets managers (not department heads) read and issue access passes.
        {
          to: href('organization.company.access-passes'),
          labelKey: 'access_passes.title',
          ability: 'update',
        },
        { to: href('organization.company.reports'), labelKey: 'organization.company.tabs.reports' },
        { to: href('organization.company.matrix'), labelKey: 'organization.company.tabs.matrix' },
        // Everyone here reads the settings; those without `update` see them read-only (the tab says why).
        { to: href('organization.company.settings'), labelKey: 'organization.company.tabs.settings' },
        { to: href('organization.company.integrations'), labelKey: 'organization.company.tabs.integrations' },
        // Spec §2: SCORM (external URL, packages, users), for a company that has SCORM switched on.
        ...(showScorm ? [{ to: scorm, labelKey: 'organization.company.tabs.scorm' }] : []),
      ]}
    />
  );
}
