import { type Qualification, qualificationStatuses } from '@academy/contracts/entities/qualification';
import { href } from '@academy/contracts/routes';
import { Badge } from '@mantine/core';
import { dateCell } from '../../../components/resource-screens/format-cell.ts';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';

/** The qualification screens as configuration over `qualificationContract` (read-only, DESIGN §10). */
const statusColor: Record<Qualification['status'], string> = {
  not_started: 'gray',
  in_progress: 'blue',
  completed: 'teal',
  expired: 'orange',
};

const statusText = (item: Pick<Qualification, 'status'>) =>
  i18n.t(`resource.qualifications.statuses.${item.status}`);

export function StatusBadge(props: { item: Pick<Qualification, 'status'> }) {
  return (
    <Badge color={statusColor[props.item.status]} variant="light">
      {statusText(props.item)}
    </Badge>
  );
}

export const qualificationColumns: ResourceColumn<Qualification>[] = [
  {
    key: 'learner',
    titleKey: 'resource.qualifications.learner',
    value: (item) => item.user?.header ?? '',
    fixed: true,
  },
  {
    key: 'email',
    titleKey: 'resource.certificates.email',
    value: (item) => (typeof item.user?.email === 'string' ? item.user.email : ''),
    hidden: true,
  },
  {
    key: 'course',
    titleKey: 'resource.qualifications.course',
    sort: 'course',
    value: (item) => item.course_title ?? '',
  },
  {
    key: 'variant',
    titleKey: 'resource.qualifications.variant',
    value: (item) => item.course_variant_title ?? '',
    hidden: true,
  },
  {
    key: 'company',
    titleKey: 'resource.qualifications.company',
    value: (item) => item.company?.header ?? '',
  },
  {
    key: 'status',
    titleKey: 'resource.qualifications.status',
    sort: 'status',
    value: statusText,
    render: (item) => <StatusBadge item={item} />,
  },
  { key: 'score', titleKey: 'resource.qualifications.score', sort: 'score', textAlign: 'right' },
  {
    key: 'completed_at',
    titleKey: 'resource.qualifications.completed_at',
    sort: 'completed_at',
    value: (item) => dateCell(item.completed_at),
  },
  {
    key: 'last_active_at',
    titleKey: 'resource.qualifications.last_active_at',
    sort: 'last_active_at',
    value: (item) => dateCell(item.last_active_at),
  },
  {
    key: 'certificate',
    titleKey: 'resource.qualifications.certificate',
    value: (item) => item.certificate?.header ?? '',
    hidden: true,
  },
];

/** spec §3 "Pagination and filters": score, status, date from and to, free text; and course and company. */
export const qualificationFilters: TableFilter[] = [
  { name: 'text', kind: 'text', labelKey: 'resource.qualifications.text' },
  {
    name: 'status',
    kind: 'select',
    labelKey: 'resource.qualifications.status',
    options: qualificationStatuses.map((status) => ({
      value: status,
      labelKey: `resource.qualifications.statuses.${status}`,
    })),
  },
  { name: 'course', kind: 'reference', segment: 'courses', labelKey: 'resource.qualifications.course' },
  { name: 'company', kind: 'reference', segment: 'companies', labelKey: 'resource.qualifications.company' },
  { name: 'from', kind: 'date', labelKey: 'resource.qualifications.from' },
  { name: 'to', kind: 'date', labelKey: 'resource.qualifications.to' },
  { name: 'score', kind: 'number', min: 0, max: 100, labelKey: 'resource.qualifications.min_score' },
];

export const qualificationHref = (item: Pick<Qualification, 'id'>) =>
  href('admin.qualification.show', { qualification: item.id });
