import 'mantine-datatable/styles.css';
import { filterValue } from '@academy/contracts/common/resource-contract';
import {
  type LearnerInsight,
  learnerInsightSorts,
  learnerInsightStatuses,
} from '@academy/contracts/entities/insights';
import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconBellRinging, IconHistory } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLearnerInsights } from '../../../api/company-insights.ts';
import { ErrorPanel } from '../../../components/page-states/page-states.tsx';
import { SortHeader } from '../../../components/resource-table/sort-header.tsx';
import { TableFilters } from '../../../components/resource-table/table-filters.tsx';
import type { TableFilter } from '../../../components/resource-table/table-types.ts';
import { PAGE_SIZES, useTableUrlState } from '../../../components/resource-table/table-url-state.ts';
import { CertificateCell, DateCell, LearnerProgress, LearnerStatus } from './learner-cells.tsx';

/** What the learners endpoint sorts and filters by (its contract), for the address state of the table. */
const learnerQuery = {
  sorts: learnerInsightSorts,
  filters: {
    status: z.enum([...learnerInsightStatuses, 'expiring']),
    department: filterValue.reference,
  },
  defaultSort: 'name',
};

const statusOptions = [...learnerInsightStatuses, 'expiring'].map((status) => ({
  value: status,
  labelKey: `organization.courses.status.${status}`,
}));

/**
 * One course's learners in the company (issue 14): status, department, deadline, progress, score, last
 * activity, completion and certificate, with the endpoint's search, filters, sorts and paging kept in the
 * address. Rows can be selected to be reminded when `onRemind` is given (the company's `remind` ability).
 */
export function LearnersTable(props: {
  company: { id: number; uuid: string };
  courseKey: string;
  onShowLog: (learner: LearnerInsight) => void;
  onRemind?: (learners: LearnerInsight[]) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [state, update] = useTableUrlState(learnerQuery);
  const query = useLearnerInsights(props.company.uuid, props.courseKey, {
    page: state.page,
    per_page: state.perPage,
    search: state.search,
    sort: state.sort,
    filters: state.filters,
  });
  // The selection belongs to the rows of one query: other rows shown means starting again.
  const queryKey = JSON.stringify(state);
  const [selection, setSelection] = useState<{ key: string; rows: LearnerInsight[] }>({ key: '', rows: [] });
  const selected = selection.key === queryKey ? selection.rows : [];
  const [reminding, setReminding] = useState(false);

  const filters: TableFilter[] = [
    { name: 'status', labelKey: 'fields.status', kind: 'select', options: statusOptions },
    {
      name: 'department',
      labelKey: 'organization.courses.department',
      kind: 'reference',
      segment: 'departments',
      filters: { company: String(props.company.id) },
    },
  ];

  const sortKey = state.sort?.replace(/^-/, '');
  const descending = state.sort?.startsWith('-') ?? false;
  const sortable = (key: string, title: string): ReactNode => (
    <SortHeader
      title={title}
      sortKey={key}
      direction={sortKey === key ? (descending ? 'desc' : 'asc') : null}
      onSort={() => update({ sort: sortKey === key && !descending ? `-${key}` : key })}
    />
  );

  const columns: DataTableColumn<LearnerInsight>[] = [
    {
      accessor: 'name',
      width: 200,
      title: sortable('name', t('organization.courses.learner')),
      render: (learner) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {learner.user.header}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {learner.user.email}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'status',
      title: sortable('status', t('fields.status')),
      render: (learner) => <LearnerStatus learner={learner} />,
    },
    {
      accessor: 'departments',
      title: t('organization.courses.department'),
      render: (learner) =>
        learner.departments.length > 0 ? (
          learner.departments.map((department) => department.header).join(', ')
        ) : (
          <Text c="dimmed">–</Text>
        ),
    },
    {
      accessor: 'deadline',
      noWrap: true,
      title: sortable('deadline', t('organization.courses.deadline')),
      render: (learner) => <DateCell value={learner.deadline} />,
    },
    {
      accessor: 'progress',
      title: t('organization.courses.progress'),
      render: (learner) => <LearnerProgress learner={learner} />,
    },
    {
      accessor: 'score',
      noWrap: true,
      title: t('organization.courses.score'),
      textAlign: 'right',
      render: (learner) => (learner.score === null ? <Text c="dimmed">–</Text> : `${learner.score} %`),
    },
    {
      accessor: 'last_activity_at',
      noWrap: true,
      title: sortable('last_activity_at', t('organization.courses.last_activity')),
      render: (learner) => <DateCell value={learner.last_activity_at} />,
    },
    {
      accessor: 'completed_at',
      noWrap: true,
      title: sortable('completed_at', t('organization.courses.completed')),
      render: (learner) => <DateCell value={learner.completed_at} />,
    },
    {
      accessor: 'certificate',
      noWrap: true,
      title: sortable('expires_at', t('organization.courses.certificate')),
      render: (learner) => <CertificateCell learner={learner} />,
    },
    {
      accessor: 'log',
      title: t('organization.courses.reminders'),
      textAlign: 'right',
      render: (learner) => (
        <Tooltip label={t('organization.courses.log.open')} withinPortal>
          <ActionIcon
            variant="subtle"
            onClick={() => props.onShowLog(learner)}
            aria-label={t('organization.courses.log.open_named', { name: learner.user.header })}
            data-testid="learner-log"
          >
            <IconHistory size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  const remind = async () => {
    if (!props.onRemind) return;
    setReminding(true);
    try {
      await props.onRemind(selected);
      setSelection({ key: '', rows: [] });
    } finally {
      setReminding(false);
    }
  };

  const items = query.data?.items ?? [];
  const pagination = query.data?.pagination;

  return (
    <Stack gap="md">
      <TableFilters
        searchable
        search={state.search}
        onSearch={(search) => update({ search }, { replace: true })}
        filters={filters}
        values={state.filters}
        onFilter={(name, value) => update({ filters: { ...state.filters, [name]: value } })}
      />
      {props.onRemind && selected.length > 0 && (
        <Paper withBorder p="xs" radius="md" data-testid="bulk-actions">
          <Group gap="sm">
            <Text size="sm" fw={500}>
              {t('resource.table.selected', { count: selected.length })}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconBellRinging size={14} aria-hidden />}
              loading={reminding}
              onClick={() => void remind()}
              data-testid="send-reminder"
            >
              {t('organization.courses.remind.action')}
            </Button>
          </Group>
        </Paper>
      )}
      {query.isError && !query.data ? (
        <ErrorPanel onRetry={() => void query.refetch()} />
      ) : (
        <DataTable<LearnerInsight>
          aria-label={t('organization.courses.learners')}
          withTableBorder
          borderRadius="md"
          striped
          highlightOnHover
          // The learner's name stays in view while the wide table scrolls sideways (a phone, a narrow window).
          pinFirstColumn
          minHeight={items.length === 0 ? 180 : undefined}
          records={items}
          columns={columns}
          idAccessor={(learner) => learner.user.uuid}
          fetching={query.isFetching}
          loadingText={t('resource.table.loading')}
          noRecordsText={
            query.isPending ? t('resource.table.loading') : t('organization.courses.no_learners')
          }
          page={state.page}
          onPageChange={(page) => update({ page })}
          totalRecords={pagination?.total ?? 0}
          recordsPerPage={state.perPage}
          recordsPerPageOptions={[...PAGE_SIZES]}
          onRecordsPerPageChange={(perPage) => update({ perPage })}
          recordsPerPageLabel={t('resource.table.per_page')}
          paginationText={({ from, to, totalRecords }) =>
            t('resource.table.range', { from, to, total: totalRecords })
          }
          getPaginationControlProps={(control) => ({ 'aria-label': t(`resource.table.page_${control}`) })}
          getPaginationItemProps={(page) => ({ 'aria-label': t('resource.table.page_n', { page }) })}
          {...(props.onRemind
            ? {
                selectedRecords: selected,
                onSelectedRecordsChange: (rows: LearnerInsight[]) => setSelection({ key: queryKey, rows }),
                allRecordsSelectionCheckboxProps: { 'aria-label': t('resource.table.select_all') },
                getRecordSelectionCheckboxProps: (learner: LearnerInsight) => ({
                  'aria-label': t('resource.table.select_row', { name: learner.user.header }),
                }),
              }
            : {})}
          data-testid="learners-table"
        />
      )}
    </Stack>
  );
}
