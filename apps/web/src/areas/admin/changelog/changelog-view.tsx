import type { ItemOf, ResourceContract } from '@academy/contracts/common/resource-contract';
import { type Incident, incidentRetentionDays } from '@academy/contracts/entities/incident';
import { href } from '@academy/contracts/routes';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ResourceApi } from '../../../api/resources/create-resource-api.ts';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import type { ResourceColumn } from '../../../components/resource-table/table-types.ts';
import { ChangeDetails } from './change-details.tsx';
import { changelogFilters } from './changelog-config.tsx';

const views = {
  recent: { route: 'admin.changelog.index', tab: 'tab_recent', intro: 'intro', label: 'table_label' },
  historic: {
    route: 'admin.changelog.historic',
    tab: 'tab_historic',
    intro: 'historic_intro',
    label: 'historic_table_label',
  },
} as const;
export type ChangelogViewName = keyof typeof views;
const viewNames = Object.keys(views) as ChangelogViewName[];

/** One view's generic resource table: the changelog's columns and filters, and each row's Details. */
export function ChangelogTable<C extends ResourceContract>(props: {
  view: ChangelogViewName;
  api: ResourceApi<C>;
  columns: readonly ResourceColumn<ItemOf<C>>[];
  onDetails: (item: ItemOf<C>) => void;
}) {
  const { t } = useTranslation();
  return (
    <ResourceTable
      api={props.api}
      tableKey={`admin-changelog-${props.view}`}
      label={t(`admin.changelog.${views[props.view].label}`)}
      columns={props.columns}
      filters={changelogFilters}
      exportable
      rowActions={[
        {
          key: 'details',
          labelKey: 'admin.changelog.changes.details',
          icon: <IconListDetails size={16} aria-hidden />,
          onClick: props.onDetails,
        },
      ]}
    />
  );
}

/**
 * The changelog and its archive: one screen with two tabs, each its own address (like an item page's tabs),
 * each a generic resource table with the same filters; switching tabs keeps the filters chosen. It is not the generic list page because the two tabs
 * and the row's Details (every change in full, in a dialog) belong to this screen.
 */
export function ChangelogView(props: {
  view: ChangelogViewName;
  /** The view's table, given what opens a row's details. */
  table: (onDetails: (incident: Incident) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState<Incident | null>(null);
  /** The other view with the same query (filters, search, sort), from its first page. */
  const sameQuery = () => {
    const query = new URLSearchParams(location.search);
    query.delete('page');
    const search = query.toString();
    return search ? `?${search}` : '';
  };
  const days = { days: incidentRetentionDays };
  return (
    <Stack gap="lg">
      <Title order={1}>{t('admin.changelog.title')}</Title>
      <Tabs
        value={props.view}
        onChange={(value) => {
          const next = viewNames.find((view) => view === value);
          if (next && next !== props.view) navigate(`${href(views[next].route)}${sameQuery()}`);
        }}
      >
        <Tabs.List>
          {viewNames.map((view) => (
            <Tabs.Tab key={view} value={view} data-testid={`changelog-tab-${view}`}>
              {t(`admin.changelog.${views[view].tab}`, days)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {viewNames.map((view) => (
          <Tabs.Panel key={view} value={view} pt="lg">
            {view === props.view && (
              <Stack gap="md">
                <Text c="dimmed">{t(`admin.changelog.${views[view].intro}`, days)}</Text>
                {props.table(setOpen)}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <ChangeDetails incident={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
