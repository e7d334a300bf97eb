import type { CompanyCourse } from '@academy/contracts/entities/company-course';
import { Button, Stack } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyCoursesApi } from '../../api/resources/company-courses.ts';
import { useConfirmDelete } from '../../components/confirm-delete/confirm-delete.tsx';
import { ResourceTable } from '../../components/resource-table/resource-table.tsx';
import type { RowAction } from '../../components/resource-table/table-types.ts';
import { companyCourseColumns } from './company-course-config.tsx';
import { CompanyCourseForm, type GivenFrom } from './company-course-form.tsx';

/**
 * The courses given to a company, or the companies a course is given to (issue 21), with the seats used and
 * left and the last day. Admins give, change and take back (the items' abilities say so); a manager's screen
 * passes `enrollHref` to offer "Enroll" on each course. Loading, empty and error states are the table's.
 */
export function CompanyCoursesTable(props: {
  from: GivenFrom & { filter: Record<string, string> };
  tableKey: string;
  label: string;
  /** Offers "Give a course" (admins). */
  canGive?: boolean;
  /** Where "Enroll" leads for a course (managers). */
  enrollHref?: (item: CompanyCourse) => string;
  /** The page a row's first column opens (the organization's view of the course). */
  rowHref?: (item: CompanyCourse) => string;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<CompanyCourse | 'new' | null>(null);
  const confirmDelete = useConfirmDelete(companyCoursesApi);
  const show = 'company' in props.from ? 'course' : 'company';
  const rowActions: RowAction<CompanyCourse>[] = [];
  if (props.enrollHref)
    rowActions.push({
      key: 'enroll',
      labelKey: 'courses.given.enroll',
      icon: <IconUserPlus size={16} aria-hidden />,
      href: props.enrollHref,
    });
  rowActions.push(
    {
      key: 'change',
      labelKey: 'courses.given.change',
      icon: <IconPencil size={16} aria-hidden />,
      ability: 'update',
      onClick: (item) => setEditing(item),
    },
    {
      key: 'take-back',
      labelKey: 'courses.given.take_back',
      icon: <IconTrash size={16} aria-hidden />,
      color: 'red',
      ability: 'delete',
      onClick: confirmDelete,
    },
  );
  return (
    <Stack gap="md">
      <ResourceTable
        api={companyCoursesApi}
        tableKey={props.tableKey}
        label={props.label}
        columns={companyCourseColumns({ show })}
        fixedFilters={props.from.filter}
        rowActions={rowActions}
        rowHref={props.rowHref}
        toolbar={
          props.canGive && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing('new')}
              data-testid="give-course"
            >
              {t(show === 'course' ? 'courses.given.form.give_course' : 'courses.given.form.give_company')}
            </Button>
          )
        }
      />
      {editing && (
        <CompanyCourseForm
          from={props.from}
          item={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
