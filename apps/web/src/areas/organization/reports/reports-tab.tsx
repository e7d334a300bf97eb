import type { Company } from '@academy/contracts/entities/company';
import { IconDownload } from '@tabler/icons-react';
import { useOutletContext } from 'react-router';
import { companyReportsApi, downloadCompanyReport } from '../../../api/resources/company-reports.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { reportColumns, reportFilters } from './report-config.tsx';
import { ReportCreate } from './report-create.tsx';

/**
 * /organization/reports (spec §2: report creation, stored in a Reports tab): the company's reports, newest
 * first, with the way to ask for one. Which reports a reader sees, may download or delete is the server's
 * decision (a department head sees those of their departments), shown through each row's abilities.
 */
export function ReportsTab() {
  const { item: company } = useOutletContext<ResourcePageContext<Company>>();
  return (
    <ResourceListPage
      api={companyReportsApi}
      heading="none"
      tableKey="organization-company-reports"
      titleKey="organization.reports.title"
      columns={reportColumns}
      filters={reportFilters}
      fixedFilters={{ company: company.uuid }}
      actions={<ReportCreate company={company} />}
      moreRowActions={[
        {
          key: 'download',
          labelKey: 'organization.reports.download',
          icon: <IconDownload size={16} aria-hidden />,
          ability: 'download',
          onClick: (report) => void downloadCompanyReport(report).catch(() => undefined),
        },
      ]}
    />
  );
}
