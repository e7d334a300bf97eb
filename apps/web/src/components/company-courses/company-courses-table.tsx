import type { CompanyCourse } from '@academy/contracts/entities/company-course';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyCoursesApi } from '../../api/resources/company-courses.ts';
import { i18n } from '../../i18n/i18n-setup.ts';
import { useConfirmDelete } from '../confirm-delete/confirm-delete.tsx';
import { ResourceTable } from '../resource-table/resource-table.tsx';
import type { ResourceColumn, RowAction } from '../resource-table/table-types.ts';
import { CompanyCourseForm, type GivenFrom } from './company-course-form.tsx';

const noLimit = () => i18n.t('company_courses.no_limit');

/** Seats left, coloured when none are: the number a manager looks for before enrolling. */
function SeatsLeft(props: { item: CompanyCourse }) {
  const left = props.item.seats_left;
  if (left === null) return <Text size="sm">{noLimit()}</Text>;
  return (
    <Badge color={left === 0 ? 'red' : 'teal'} variant="light" data-testid="seats-left">
      {left}
    </Badge>
  );
}

const columnsFor = (show: 'course' | 'company'): ResourceColumn<CompanyCourse>[] => [
  show === 'course'
    ? {
        key: 'course',
        titleKey: 'company_courses.course',
        sort: 'course',
        fixed: true,
        value: (item) => item.course?.header ?? '',
      }
    : {
        key: 'company',
        titleKey: 'company_courses.company',
        sort: 'company',
        fixed: true,
        value: (item) => item.company?.header ?? '',
      },
  {
    key: 'seats_total',
    titleKey: 'company_courses.seats',
    textAlign: 'right',
    value: (item) => item.seats_total ?? noLimit(),
  },
  { key: 'seats_used', titleKey: 'company_courses.seats_used', textAlign: 'right' },
  {
    key: 'seats_left',
    titleKey: 'company_courses.seats_left',
    textAlign: 'right',
    value: (item) => item.seats_left ?? noLimit(),
    render: (item) => <SeatsLeft item={item} />,
  },
  {
    key: 'end_date',
    titleKey: 'company_courses.end_date',
    sort: 'end_date',
    value: (item) => item.end_date ?? i18n.t('company_courses.no_end'),
  },
];

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
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<CompanyCourse | 'new' | null>(null);
  const confirmDelete = useConfirmDelete(companyCoursesApi);
  const show = 'company' in props.from ? 'course' : 'company';
  const rowActions: RowAction<CompanyCourse>[] = [];
  if (props.enrollHref)
    rowActions.push({
      key: 'enroll',
      labelKey: 'company_courses.enroll',
      icon: <IconUserPlus size={16} aria-hidden />,
      href: props.enrollHref,
    });
  rowActions.push(
    {
      key: 'change',
      labelKey: 'company_courses.change',
      icon: <IconPencil size={16} aria-hidden />,
      ability: 'update',
      onClick: (item) => setEditing(item),
    },
    {
      key: 'take-back',
      labelKey: 'company_courses.take_back',
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
        columns={columnsFor(show)}
        fixedFilters={props.from.filter}
        rowActions={rowActions}
        toolbar={
          props.canGive && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing('new')}
              data-testid="give-course"
            >
              {t(
                show === 'course' ? 'company_courses.form.give_course' : 'company_courses.form.give_company',
              )}
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
