import type { Enrollment } from '@academy/contracts/entities/enrollment';
import { enrollableTypes, enrollmentStatuses } from '@academy/contracts/entities/enrollment';
import { Button } from '@mantine/core';
import { IconBan, IconCalendarEvent, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enrollmentsApi } from '../../api/resources/enrollments.ts';
import { formatDate } from '../../i18n/reader-dates.ts';
import { useConfirmDelete } from '../confirm-delete/confirm-delete.tsx';
import { ResourceTable } from '../resource-table/resource-table.tsx';
import type { ResourceColumn, TableFilter } from '../resource-table/table-types.ts';
import { EnrollmentDatesModal } from './enrollment-dates-modal.tsx';
import {
  EnrollmentStatusBadge,
  enrolledAsText,
  enrollmentStatusText,
  recurrenceText,
} from './enrollment-status.tsx';
import { useEnrollmentActions } from './use-enrollment-actions.tsx';

const dateOrNone = (value: string | null) => (value ? formatDate(value) : '—');

/** The columns of an enrollments list; a user's or department's own list leaves out who it is for. */
export function enrollmentColumns(options: {
  enrollable: boolean;
  company: boolean;
}): ResourceColumn<Enrollment>[] {
  const columns: (ResourceColumn<Enrollment> | false)[] = [
    {
      key: 'course',
      titleKey: 'resource.people.course',
      sort: 'course',
      value: (item) => item.course?.header ?? item.header,
      fixed: true,
    },
    options.enrollable && {
      key: 'enrollable',
      titleKey: 'resource.people.enrolled_for',
      value: enrolledAsText,
    },
    options.company && {
      key: 'company',
      titleKey: 'resource.people.company',
      value: (item) => item.company?.header ?? '',
    },
    {
      key: 'start_date',
      titleKey: 'resource.people.start_date',
      sort: 'start_date',
      value: (item) => dateOrNone(item.start_date),
    },
    {
      key: 'end_date',
      titleKey: 'resource.people.end_date',
      sort: 'end_date',
      value: (item) => dateOrNone(item.end_date),
    },
    { key: 'recurring', titleKey: 'resource.people.recurring', value: recurrenceText },
    {
      key: 'next_start_date',
      titleKey: 'resource.people.next_start_date',
      value: (item) => dateOrNone(item.next_start_date),
      hidden: true,
    },
    {
      key: 'status',
      titleKey: 'resource.people.status_title',
      width: 130,
      value: (item) => enrollmentStatusText(item.status),
      render: (item) => <EnrollmentStatusBadge status={item.status} />,
    },
  ];
  return columns.filter((column): column is ResourceColumn<Enrollment> => column !== false);
}

/** The enrollments list's own filters (spec §3 enrollment): course, company, who, status, recurring. */
export const enrollmentFilters: TableFilter[] = [
  { name: 'course', kind: 'reference', segment: 'courses', labelKey: 'resource.people.course' },
  { name: 'company', kind: 'reference', segment: 'companies', labelKey: 'resource.people.company' },
  {
    name: 'enrollable_type',
    kind: 'select',
    labelKey: 'resource.people.enrolled_as_title',
    options: enrollableTypes.map((type) => ({
      value: type,
      labelKey: `resource.people.enrolled_as.${type}`,
    })),
  },
  {
    name: 'status',
    kind: 'select',
    labelKey: 'resource.people.status_title',
    options: enrollmentStatuses.map((status) => ({
      value: status,
      labelKey: `resource.people.status.${status}`,
    })),
  },
  { name: 'is_recurring', kind: 'boolean', labelKey: 'resource.people.recurring' },
];

/**
 * A list of enrollments for the admin and organization areas: everyone's, or one company's, department's or
 * user's (`fixedFilters`). Each row opens the enrollment; revoke and delete ask first (confirm-action modal)
 * and show only where the item's abilities allow; several can be revoked or deleted at once.
 */
export function EnrollmentsTable(props: {
  tableKey: string;
  label: string;
  fixedFilters?: Record<string, string>;
  filters?: readonly TableFilter[];
  /** Leave out who each enrollment is for (a user's or department's own list shows only theirs… and more). */
  showEnrollable?: boolean;
  showCompany?: boolean;
  rowHref?: (item: Enrollment) => string;
  create?: { to: string; labelKey: string };
}) {
  const { t } = useTranslation();
  const { revoke } = useEnrollmentActions();
  const confirmDelete = useConfirmDelete(enrollmentsApi);
  const [editingDates, setEditingDates] = useState<Enrollment | null>(null);
  return (
    <>
      <EnrollmentDatesModal enrollment={editingDates} onClose={() => setEditingDates(null)} />
      <ResourceTable
        api={enrollmentsApi}
        tableKey={props.tableKey}
        label={props.label}
        columns={enrollmentColumns({
          enrollable: props.showEnrollable ?? true,
          company: props.showCompany ?? true,
        })}
        filters={props.filters}
        fixedFilters={props.fixedFilters}
        rowHref={props.rowHref}
        exportable
        rowActions={[
          {
            key: 'edit-dates',
            labelKey: 'resource.people.edit_dates.action',
            icon: <IconCalendarEvent size={16} aria-hidden />,
            ability: 'update',
            onClick: setEditingDates,
          },
          {
            key: 'revoke',
            labelKey: 'resource.people.revoke.action',
            icon: <IconBan size={16} aria-hidden />,
            color: 'orange',
            ability: 'revoke',
            onClick: revoke,
          },
          {
            key: 'delete',
            labelKey: 'resource.delete.action',
            icon: <IconTrash size={16} aria-hidden />,
            color: 'red',
            ability: 'delete',
            onClick: confirmDelete,
          },
        ]}
        bulkActions={[
          {
            key: 'revoke',
            labelKey: 'resource.people.revoke.bulk',
            icon: <IconBan size={14} aria-hidden />,
            color: 'orange',
            ability: 'revoke',
            run: async (items) => revoke(items),
          },
          {
            key: 'delete',
            labelKey: 'resource.delete.bulk',
            icon: <IconTrash size={14} aria-hidden />,
            color: 'red',
            ability: 'delete',
            run: async (items) => confirmDelete(items),
          },
        ]}
        toolbar={
          props.create && (
            <Button
              component={Link}
              to={props.create.to}
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="create-enrollment"
            >
              {t(props.create.labelKey)}
            </Button>
          )
        }
      />
    </>
  );
}
