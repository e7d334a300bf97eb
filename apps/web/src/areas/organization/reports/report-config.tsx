import type { Company } from '@academy/contracts/entities/company';
import {
  type CompanyReport,
  companyReportFormats,
  companyReportKinds,
  companyReportStatuses,
  enrollmentStandings,
} from '@academy/contracts/entities/company-report';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { formatDateTime } from '../../../i18n/reader-dates.ts';
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

/** Status, expiring certificates or qualifications, in the reader's language. */
function ReportKind(props: { kind: CompanyReport['kind'] }) {
  const { t } = useTranslation();
  return <>{t(key(`kinds.${props.kind}`))}</>;
}

const kindOptions = companyReportKinds.map((kind) => ({ value: kind, labelKey: key(`kinds.${kind}`) }));

export const reportColumns: ResourceColumn<CompanyReport>[] = [
  { key: 'name', titleKey: key('columns.name'), sort: 'name', fixed: true },
  {
    key: 'kind',
    titleKey: key('columns.kind'),
    value: (report) => report.kind,
    render: (report) => <ReportKind kind={report.kind} />,
  },
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
  { name: 'kind', kind: 'select', labelKey: key('columns.kind'), options: kindOptions },
];

/** What the create form starts with: from the overview's links (?create=status&status=overdue) and a head's department. */
export type ReportPrefill = {
  kind?: CompanyReport['kind'];
  status?: string;
  withinDays?: number;
  department?: string;
};

/**
 * Asking for a report: its name, which report (the status per enrollment first), Excel or CSV, and the scope
 * — a department (none: the whole company; a head's own department is preselected, and the server refuses
 * any other), a course, a status, "within days", completion dates.
 */
export const reportCreateFields = (
  company: Company,
  prefill: ReportPrefill = {},
): FormField<CompanyReport>[] => [
  { name: 'name', kind: 'text', labelKey: key('fields.name'), required: true },
  {
    name: 'kind',
    kind: 'select',
    labelKey: key('fields.kind'),
    descriptionKey: key('fields.kind_help'),
    required: true,
    options: kindOptions,
    initial: prefill.kind ?? 'status',
  },
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
    initial: prefill.department ?? null,
  },
  {
    name: 'course_id',
    kind: 'reference',
    segment: 'courses',
    labelKey: key('fields.course'),
    descriptionKey: key('fields.course_help'),
    empty: 'null',
  },
  {
    name: 'statuses',
    kind: 'select',
    labelKey: key('fields.status'),
    descriptionKey: key('fields.status_help'),
    options: enrollmentStandings.map((status) => ({ value: status, labelKey: key(`standings.${status}`) })),
    initial: prefill.status ?? null,
    // One status is chosen here; the API takes a list.
    toInput: (value) => (typeof value === 'string' && value ? [value] : null),
  },
  {
    name: 'within_days',
    kind: 'number',
    labelKey: key('fields.within_days'),
    descriptionKey: key('fields.within_days_help'),
    empty: 'null',
    initial: prefill.withinDays ?? '',
  },
  { name: 'date_from', kind: 'date', labelKey: key('fields.date_from'), empty: 'null' },
  { name: 'date_to', kind: 'date', labelKey: key('fields.date_to'), empty: 'null' },
];
