import type { Enrollment } from '@academy/contracts/entities/enrollment';
import { Button } from '@mantine/core';
import { IconBan, IconCalendarEvent, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enrollmentsApi } from '../../api/resources/enrollments.ts';
import { useConfirmDelete } from '../../components/confirm-delete/confirm-delete.tsx';
import { ResourceTable } from '../../components/resource-table/resource-table.tsx';
import type { TableFilter } from '../../components/resource-table/table-types.ts';
import { enrollmentColumns } from './enrollment-config.tsx';
import { EnrollmentDatesModal } from './enrollment-dates-modal.tsx';
import { useEnrollmentActions } from './use-enrollment-actions.tsx';

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
            labelKey: 'enrollments.edit_dates.action',
            icon: <IconCalendarEvent size={16} aria-hidden />,
            ability: 'update',
            onClick: setEditingDates,
          },
          {
            key: 'revoke',
            labelKey: 'enrollments.revoke.action',
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
            labelKey: 'enrollments.revoke.bulk',
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
