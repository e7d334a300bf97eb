import type { Enrollment } from '@academy/contracts/entities/enrollment';
import { enrollableTypes, enrollmentStatuses } from '@academy/contracts/entities/enrollment';
import type { FormField } from '../../components/resource-form/form-fields.ts';
import type { ResourceColumn, TableFilter } from '../../components/resource-table/table-types.ts';
import { formatDate } from '../../i18n/reader-dates.ts';
import {
  EnrollmentStatusBadge,
  enrolledAsText,
  enrollmentStatusText,
  recurrenceText,
} from './enrollment-status.tsx';

/**
 * The enrollment screens of admin and organization as one configuration over `enrollmentContract` (DESIGN §10).
 * Every enrollments list (the tenant's, a company's, a department's, a person's) shows the same columns and
 * filters; a screen passes only what its scope makes redundant: whom each is for on a department's own list, the
 * company where the list is one company's.
 */
export interface EnrollmentListScreens {
  /** Whom each enrollment is for ("Department: Sales"); a department's own list leaves it out. */
  enrollable: boolean;
  /** The owning company; left out where the list is one company's. */
  company: boolean;
}

const dateOrNone = (value: string | null) => (value ? formatDate(value) : '—');

export function enrollmentColumns(screens: EnrollmentListScreens): ResourceColumn<Enrollment>[] {
  const columns: (ResourceColumn<Enrollment> | false)[] = [
    {
      key: 'course',
      titleKey: 'enrollments.course',
      sort: 'course',
      value: (item) => item.course?.header ?? item.header,
      fixed: true,
    },
    screens.enrollable && {
      key: 'enrollable',
      titleKey: 'enrollments.enrolled_for',
      value: enrolledAsText,
    },
    screens.company && {
      key: 'company',
      titleKey: 'fields.company',
      value: (item) => item.company?.header ?? '',
    },
    {
      key: 'start_date',
      titleKey: 'enrollments.start_date',
      sort: 'start_date',
      value: (item) => dateOrNone(item.start_date),
    },
    {
      key: 'end_date',
      titleKey: 'enrollments.end_date',
      sort: 'end_date',
      value: (item) => dateOrNone(item.end_date),
    },
    { key: 'recurring', titleKey: 'enrollments.recurring', value: recurrenceText },
    {
      key: 'next_start_date',
      titleKey: 'enrollments.next_start_date',
      value: (item) => dateOrNone(item.next_start_date),
      hidden: true,
    },
    {
      key: 'status',
      titleKey: 'enrollments.status_title',
      width: 130,
      value: (item) => enrollmentStatusText(item.status),
      render: (item) => <EnrollmentStatusBadge status={item.status} />,
    },
  ];
  return columns.filter((column): column is ResourceColumn<Enrollment> => column !== false);
}

/** Whom an enrollment is for, as a filter's or a form's options. */
export const enrollableTypeOptions = enrollableTypes.map((type) => ({
  value: type,
  labelKey: `enrollments.enrolled_as.${type}`,
}));

export const enrollmentStatusOptions = enrollmentStatuses.map((status) => ({
  value: status,
  labelKey: `enrollments.status.${status}`,
}));

/**
 * The enrollments list's filters (spec §3 enrollment): course, company, who, status, recurring. A list of one
 * company's enrollments (admin's company page, the organization's tab) has no company to choose.
 */
export function enrollmentFilters(screens: { acrossCompanies: boolean }): TableFilter[] {
  return [
    { name: 'course', kind: 'reference', segment: 'courses', labelKey: 'enrollments.course' },
    ...(screens.acrossCompanies
      ? [
          {
            name: 'company',
            kind: 'reference',
            segment: 'companies',
            labelKey: 'fields.company',
          } as const,
        ]
      : []),
    {
      name: 'enrollable_type',
      kind: 'select',
      labelKey: 'enrollments.enrolled_as_title',
      options: enrollableTypeOptions,
    },
    {
      name: 'status',
      kind: 'select',
      labelKey: 'enrollments.status_title',
      options: enrollmentStatusOptions,
    },
    { name: 'is_recurring', kind: 'boolean', labelKey: 'enrollments.recurring' },
  ];
}

/**
 * What an update may change (enrollmentUpdateSchema): the dates and the recurrence. The course and whom it is
 * for are fixed once created; revoking is its own action. The labels are the enroll form's.
 */
export const enrollmentUpdateFields: FormField<Enrollment>[] = [
  { name: 'start_date', kind: 'date', labelKey: 'enrollments.start_date', required: true },
  {
    name: 'end_date',
    kind: 'date',
    labelKey: 'enrollments.end_date',
    descriptionKey: 'enrollments.enroll.end_description',
    empty: 'null',
  },
  {
    name: 'is_recurring',
    kind: 'switch',
    labelKey: 'enrollments.recurring',
    descriptionKey: 'enrollments.enroll.recurring_description',
  },
  {
    name: 'recur_after_days',
    kind: 'number',
    labelKey: 'enrollments.enroll.pause',
    descriptionKey: 'enrollments.enroll.pause_description',
    empty: 'null',
  },
];
