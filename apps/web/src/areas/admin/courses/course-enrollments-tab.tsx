import type { Course } from '@academy/contracts/entities/course';
import { type Enrollment, enrollmentStatuses } from '@academy/contracts/entities/enrollment';
import { href } from '@academy/contracts/routes';
import { Anchor, Badge, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { enrollmentsApi } from '../../../api/resources/enrollments.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';

type EnrollableType = Enrollment['enrollable_type'];
type Status = Enrollment['status'];
const tabOf: Record<EnrollableType, string> = {
  company: 'companies',
  department: 'departments',
  user: 'users',
};
const statusColor: Record<Status, string> = { active: 'teal', inactive: 'gray', revoked: 'red' };
const statusText = (status: Status) => i18n.t(`admin.courses.enrollments.statuses.${status}`);
const yesNo = (value: boolean) => i18n.t(value ? 'resource.table.yes' : 'resource.table.no');

/** The enrolled company, department or user's own admin page (issue 14's screens, by the route table). */
function enrollableHref(enrollable: NonNullable<Enrollment['enrollable']>): string {
  if (enrollable.type === 'company') return href('admin.company.update', { company: enrollable.id });
  if (enrollable.type === 'department') return href('admin.department.update', { department: enrollable.id });
  return href('admin.user.update', { user: enrollable.id });
}

const columns: ResourceColumn<Enrollment>[] = [
  {
    key: 'enrollable',
    titleKey: 'enrollments.enrolled_for',
    value: (item) => item.enrollable?.header ?? '',
    render: (item) =>
      item.enrollable ? (
        <Anchor component={Link} to={enrollableHref(item.enrollable)} fw={500}>
          {item.enrollable.header}
        </Anchor>
      ) : (
        ''
      ),
    fixed: true,
  },
  {
    key: 'company',
    titleKey: 'fields.company',
    value: (item) => item.company?.header ?? '',
  },
  { key: 'start_date', titleKey: 'admin.courses.enrollments.start_date', sort: 'start_date' },
  {
    key: 'end_date',
    titleKey: 'admin.courses.enrollments.end_date',
    sort: 'end_date',
    value: (item) => item.end_date ?? '',
  },
  {
    key: 'status',
    titleKey: 'fields.status',
    value: (item) => statusText(item.status),
    render: (item) => (
      <Badge color={statusColor[item.status]} variant="light">
        {statusText(item.status)}
      </Badge>
    ),
  },
  {
    key: 'days_remaining',
    titleKey: 'admin.courses.enrollments.days_remaining',
    textAlign: 'right',
    value: (item) => item.days_remaining ?? '',
  },
  {
    key: 'is_recurring',
    titleKey: 'admin.courses.enrollments.recurring',
    value: (item) =>
      item.is_recurring
        ? i18n.t('admin.courses.enrollments.recurs_after', { days: item.recur_after_days ?? 0 })
        : yesNo(false),
  },
  {
    key: 'next_start_date',
    titleKey: 'enrollments.next_start_date',
    value: (item) => item.next_start_date ?? '',
    hidden: true,
  },
];

const filters: TableFilter[] = [
  {
    name: 'status',
    kind: 'select',
    labelKey: 'fields.status',
    options: enrollmentStatuses.map((status) => ({
      value: status,
      labelKey: `admin.courses.enrollments.statuses.${status}`,
    })),
  },
  { name: 'company', kind: 'reference', segment: 'companies', labelKey: 'fields.company' },
  { name: 'is_recurring', kind: 'boolean', labelKey: 'admin.courses.enrollments.recurring' },
];

/**
 * Who is enrolled in the course (spec §2 "enrollments per department and user"), one tab per kind of
 * enrollable, read from the enrollments API with the course and the kind fixed by the page. Read-only here:
 * enrolling and revoking belong to the people screens (issue 14), which the enrolled one's name leads to.
 */
export function CourseEnrollmentsTab(props: { type: EnrollableType }) {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Course>>();
  // The tab's own name is the table's title.
  const title = t(`admin.courses.tabs.enrollments_${tabOf[props.type]}`);
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {t('admin.courses.enrollments.note')}
      </Text>
      <ResourceTable
        api={enrollmentsApi}
        tableKey={`admin-course-enrollments-${props.type}`}
        label={title}
        columns={columns}
        filters={filters}
        fixedFilters={{ course: String(item.id), enrollable_type: props.type }}
        exportable
      />
    </Stack>
  );
}

export const CourseCompanyEnrollmentsTab = () => <CourseEnrollmentsTab type="company" />;
export const CourseDepartmentEnrollmentsTab = () => <CourseEnrollmentsTab type="department" />;
export const CourseUserEnrollmentsTab = () => <CourseEnrollmentsTab type="user" />;
