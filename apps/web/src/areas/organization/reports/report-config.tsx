import type { Company } from '@academy/contracts/entities/company';
import {
  type CompanyReport,
  companyReportFormats,
  companyReportStatuses,
} from '@academy/contracts/entities/company-report';
import { formatDateTime } from '@academy/contracts/format';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { ReportScope } from './report-scope.tsx';
import { ReportStatus } from './report-status.tsx';

const key = (name: string) => `organization.reports.${name}`;

const formatOptions = companyReportFormats.map((format) => ({
  value: format,
  labelKey: key(`formats.${format}`),
}));

/** Excel or CSV, in the reader's language. */
function ReportFormat(props: { format: CompanyReport['format'] }) {
  const { t } = useTranslation();
  return <>{t(key(`formats.${props.format}`))}</>;
}

export const reportColumns: ResourceColumn<CompanyReport>[] = [
  { key: 'name', titleKey: key('columns.name'), sort: 'name', fixed: true },
  {
    key: 'format',
    titleKey: key('columns.format'),
    value: (report) => report.format,
    render: (report) => <ReportFormat format={report.format} />,
  },
  { key: 'scope', titleKey: key('columns.scope'), render: (report) => <ReportScope report={report} /> },
  {
    key: 'status',
    titleKey: key('columns.status'),
    sort: 'status',
    value: (report) => report.status,
    render: (report) => <ReportStatus report={report} />,
  },
  { key: 'user', titleKey: key('columns.created_by'), value: (report) => report.user?.header ?? '' },
  {
    key: 'created_at',
    titleKey: key('columns.created_at'),
    sort: 'created_at',
    value: (report) => formatDateTime(report.created_at),
  },
];

export const reportFilters: TableFilter[] = [
  {
    name: 'status',
    kind: 'select',
    labelKey: key('columns.status'),
    options: companyReportStatuses.map((status) => ({ value: status, labelKey: key(`statuses.${status}`) })),
  },
  { name: 'format', kind: 'select', labelKey: key('columns.format'), options: formatOptions },
];

/**
 * Asking for a report: its name, Excel or CSV, and the scope — a department (none: the whole company, which a
 * department head may not ask for: the server says so on the field), a course, completion dates.
 */
export const reportCreateFields = (company: Company): FormField<CompanyReport>[] => [
  { name: 'name', kind: 'text', labelKey: key('fields.name'), required: true },
  {
    name: 'format',
    kind: 'select',
    labelKey: key('fields.format'),
    required: true,
    options: formatOptions,
    initial: 'xlsx',
  },
  {
    name: 'department_id',
    kind: 'reference',
    segment: 'departments',
    filters: { company: company.uuid },
    labelKey: key('fields.department'),
    descriptionKey: key('fields.department_help'),
    empty: 'null',
  },
  {
    name: 'course_id',
    kind: 'reference',
    segment: 'courses',
    labelKey: key('fields.course'),
    descriptionKey: key('fields.course_help'),
    empty: 'null',
  },
  { name: 'date_from', kind: 'date', labelKey: key('fields.date_from'), empty: 'null' },
  { name: 'date_to', kind: 'date', labelKey: key('fields.date_to'), empty: 'null' },
];
