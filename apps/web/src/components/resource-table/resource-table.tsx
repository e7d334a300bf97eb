import 'mantine-datatable/styles.css';
import type { ItemOf, ResourceContract } from '@academy/contracts/common/resource-contract';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '../../api/resources/abilities.ts';
import type { ResourceApi } from '../../api/resources/create-resource-api.ts';
import { currentLanguage } from '../../i18n/i18n-setup.ts';
import { ColumnChoiceMenu, useColumnChoice } from './column-choice.tsx';
import { downloadText, toCsv } from './csv-export.ts';
import { exportFileName } from './export-file-name.ts';
import { SortHeader } from './sort-header.tsx';
import { TableFilters } from './table-filters.tsx';
import type { BulkAction, ResourceColumn, RowAction, TableFilter } from './table-types.ts';
import { PAGE_SIZES, useTableUrlState } from './table-url-state.ts';

/** A selected row: the primary light tint thinned with the page's background (either colour scheme). */
const SELECTED_ROW_COLOR =
  'color-mix(in srgb, var(--mantine-primary-color-light) 30%, var(--mantine-color-body))';

/** The display name every item carries (spec §3 `header`). */
const headerOf = (item: unknown) => String((item as { header?: unknown }).header ?? '');

export type ResourceTableProps<C extends ResourceContract> = {
  api: ResourceApi<C>;
  /** Names the table's column choice in the browser and its CSV file. */
  tableKey: string;
  columns: readonly ResourceColumn<ItemOf<C>>[];
  filters?: readonly TableFilter[];
  /**
   * Filters the screen fixes (a list inside an item's page: the course's variants, its enrollments): sent with
   * every list and export call, never shown as inputs nor kept in the address, which the route already names.
   */
  fixedFilters?: Readonly<Record<string, string>>;
  /** Whether a search box is offered; by default when the contract says its list searches. */
  searchable?: boolean;
  /** Relations the rows need (`with=`). */
  with?: readonly string[];
  /** The update page of a row: the first column links there. */
  rowHref?: (item: ItemOf<C>) => string;
  rowActions?: readonly RowAction<ItemOf<C>>[];
  bulkActions?: readonly BulkAction<ItemOf<C>>[];
  /** Offers the CSV export of the current query. */
  exportable?: boolean;
  /** Buttons beside the filters (e.g. create). */
  toolbar?: ReactNode;
  /** Accessible name of the table. */
  label: string;
};

/** The plain value of a cell: for the CSV and for cells without their own rendering. */
function cellValue<T>(column: ResourceColumn<T>, item: T): string | number | boolean | null | undefined {
  if (column.value) return column.value(item);
  const raw = (item as Record<string, unknown>)[column.key];
  return typeof raw === 'object' ? undefined : (raw as string | number | boolean | undefined);
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The generic admin and organization list (DESIGN §6): server-side paging, sorting, search and the contract's
 * filters, all kept in the address; column choice; row selection with bulk actions; CSV export of the
 * current query; loading, empty and error states; row actions shown only where the item's abilities allow.
 */
export function ResourceTable<C extends ResourceContract>(props: ResourceTableProps<C>) {
  type Item = ItemOf<C>;
  const { t } = useTranslation();
  const { api } = props;
  const [state, update] = useTableUrlState(api.contract);
  const filters = { ...state.filters, ...props.fixedFilters };
  // An empty list says "nothing found" when the reader searched or filtered, and "nothing here yet" when not (the
  // screen's own fixed filters do not count: they are what the list is).
  const narrowed = Boolean(state.search) || Object.values(state.filters).some((value) => Boolean(value));
  const query = api.useList({
    page: state.page,
    per_page: state.perPage,
    search: state.search,
    sort: state.sort,
    filters,
    with: props.with,
  });
  const { visible, chosen, toggle } = useColumnChoice(props.tableKey, props.columns);
  // The selection belongs to the rows of one query: another page or filter shows other rows, and acting on
  // rows no longer shown would surprise.
  const queryKey = JSON.stringify([state.search, state.sort, filters, state.page, state.perPage]);
  const [selection, setSelection] = useState<{ key: string; items: Item[] }>({ key: '', items: [] });
  const selected = selection.key === queryKey ? selection.items : [];
  const setSelected = (items: Item[]) => setSelection({ key: queryKey, items });
  const [exporting, setExporting] = useState(false);
  const [running, setRunning] = useState<string | null>(null);

  const pagination = query.data?.pagination;
  // After deletions the page asked for may no longer exist: show the last one instead.
  useEffect(() => {
    if (pagination && pagination.total > 0 && state.page > pagination.last_page)
      update({ page: pagination.last_page }, { replace: true });
  }, [pagination, state.page, update]);

  const bulkActions = props.bulkActions ?? [];
  const rowActions = props.rowActions ?? [];
  const allowed = (item: Item, ability?: string) =>
    !ability || can(item as { abilities?: Record<string, boolean> }, ability);

  const sortDescending = state.sort?.startsWith('-') ?? false;
  const sortKey = state.sort?.replace(/^-/, '');

  const columns = (() => {
    const result: DataTableColumn<Item>[] = visible.map((column, index) => ({
      accessor: column.key,
      title: column.sort ? (
        <SortHeader
          title={column.title ?? t(column.titleKey)}
          sortKey={column.sort}
          direction={sortKey === column.sort ? (sortDescending ? 'desc' : 'asc') : null}
          onSort={() =>
            // A column sorts ascending first; sorting it again turns the order around.
            update({ sort: sortKey === column.sort && !sortDescending ? `-${column.sort}` : column.sort })
          }
        />
      ) : (
        (column.title ?? t(column.titleKey))
      ),
      width: column.width,
      textAlign: column.textAlign,
      render: (item: Item) => {
        const content = column.render ? column.render(item) : String(cellValue(column, item) ?? '');
        if (index === 0 && props.rowHref)
          return (
            <Anchor component={Link} to={props.rowHref(item)} fw={500}>
              {content || headerOf(item)}
            </Anchor>
          );
        return content;
      },
    }));
    if (rowActions.length > 0)
      result.push({
        accessor: '__actions',
        title: <VisuallyHidden>{t('resource.table.actions')}</VisuallyHidden>,
        textAlign: 'right',
        render: (item: Item) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {rowActions
              .filter((action) => allowed(item, action.ability))
              .map((action) => {
                const label = `${t(action.labelKey)}: ${headerOf(item)}`;
                const icon = action.href ? (
                  <ActionIcon
                    component={Link}
                    to={action.href(item)}
                    variant="subtle"
                    color={action.color}
                    aria-label={label}
                    data-testid={`row-${action.key}`}
                  >
                    {action.icon}
                  </ActionIcon>
                ) : (
                  <ActionIcon
                    variant="subtle"
                    color={action.color}
                    aria-label={label}
                    onClick={() => action.onClick?.(item)}
                    data-testid={`row-${action.key}`}
                  >
                    {action.icon}
                  </ActionIcon>
                );
                return (
                  <Tooltip key={action.key} label={t(action.labelKey)} withinPortal>
                    {icon}
                  </Tooltip>
                );
              })}
          </Group>
        ),
      });
    return result;
  })();

  const exportCsv = async () => {
    setExporting(true);
    try {
      const items = await api.fetchAll({
        search: state.search,
        sort: state.sort,
        filters,
        with: props.with,
      });
      const header = visible.map((column) => column.title ?? t(column.titleKey));
      const rows = items.map((item) => visible.map((column) => cellValue(column, item)));
      // In the reader's language: a Norwegian file name, and `;` between cells for Norwegian Excel.
      downloadText(exportFileName(props.tableKey, t, today()), toCsv(header, rows, currentLanguage()));
    } finally {
      setExporting(false);
    }
  };

  const runBulk = async (action: BulkAction<Item>) => {
    setRunning(action.key);
    try {
      await action.run(selected.filter((item) => allowed(item, action.ability)));
      setSelected([]);
    } finally {
      setRunning(null);
    }
  };

  const items = query.data?.items ?? [];
  const selectable = bulkActions.length > 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TableFilters
          searchable={props.searchable ?? Boolean(api.contract.search)}
          search={state.search}
          onSearch={(search) => update({ search }, { replace: true })}
          filters={(props.filters ?? []).filter((filter) => !(filter.name in (props.fixedFilters ?? {})))}
          values={state.filters}
          onFilter={(name, value) => update({ filters: { ...state.filters, [name]: value } })}
        />
        <Group gap="xs">
          {props.toolbar}
          {props.exportable && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={exporting}
              onClick={() => void exportCsv()}
              data-testid="table-export"
            >
              {t('resource.table.export')}
            </Button>
          )}
          <ColumnChoiceMenu columns={props.columns} chosen={chosen} onToggle={toggle} />
        </Group>
      </Group>

      {selectable && selected.length > 0 && (
        <Paper withBorder p="xs" radius="md" data-testid="bulk-actions">
          <Group gap="sm">
            <Text size="sm" fw={500}>
              {t('resource.table.selected', { count: selected.length })}
            </Text>
            {bulkActions.map((action) => (
              <Button
                key={action.key}
                size="xs"
                variant="light"
                color={action.color}
                leftSection={action.icon}
                loading={running === action.key}
                disabled={!selected.some((item) => allowed(item, action.ability))}
                onClick={() => void runBulk(action)}
                data-testid={`bulk-${action.key}`}
              >
                {t(action.labelKey)}
              </Button>
            ))}
          </Group>
        </Paper>
      )}

      {query.isError && !query.data ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={t('resource.table.error')}
          role="alert"
          data-testid="table-error"
        >
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('resource.table.retry')}
          </Button>
        </Alert>
      ) : (
        <DataTable<Item>
          aria-label={props.label}
          withTableBorder
          borderRadius="md"
          striped
          highlightOnHover
          minHeight={items.length === 0 ? 180 : undefined}
          records={items}
          columns={columns}
          idAccessor="id"
          fetching={query.isFetching}
          loadingText={t('resource.table.loading')}
          noRecordsText={
            query.isPending
              ? t('resource.table.loading')
              : t(narrowed ? 'resource.table.empty' : 'resource.table.none')
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
          {...(selectable
            ? {
                selectedRecords: selected,
                onSelectedRecordsChange: setSelected,
                isRecordSelectable: (item: Item) =>
                  bulkActions.some((action) => allowed(item, action.ability)),
                allRecordsSelectionCheckboxProps: { 'aria-label': t('resource.table.select_all') },
                getRecordSelectionCheckboxProps: (item: Item) => ({
                  'aria-label': t('resource.table.select_row', { name: headerOf(item) }),
                }),
              }
            : {})}
          // The library's selected-row colour (primary light, #dbe4ff) leaves the row's links below 4.5:1
          // (axe, WCAG AA); a paler tint of it keeps the selection visible and the links readable.
          style={{ '--mantine-datatable-selection-color': SELECTED_ROW_COLOR } as CSSProperties}
          data-testid="resource-table"
        />
      )}
    </Stack>
  );
}
