import type { ArchivedIncident, Incident } from '@academy/contracts/entities/incident';
import { resourceContracts } from '@academy/contracts/resources';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { formatDateTime } from '../../../i18n/reader-dates.ts';
import { changeLines, eventLabel, targetLabel, whoLabel } from './changelog-format.ts';
import { targetHref } from './changelog-targets.ts';

/** The changelog as configuration over the incidents contract (and its archive's): columns and filters. */

function WhoCell(props: { incident: Incident }) {
  const who = whoLabel(props.incident);
  return (
    <Stack gap={0}>
      <Text size="sm">{who.name}</Text>
      {who.actingAs && (
        <Text size="xs" c="orange.9" data-testid="acting-as">
          {who.actingAs}
        </Text>
      )}
    </Stack>
  );
}

function TargetCell(props: { incident: Incident }) {
  const label = targetLabel(props.incident);
  const to = targetHref(props.incident);
  return to ? (
    <Anchor component={Link} to={to} size="sm" data-testid="target-link">
      {label}
    </Anchor>
  ) : (
    <Text size="sm">{label}</Text>
  );
}

/** The first few changes, one a line; the row's Details action shows them all in full. */
function ChangesCell(props: { incident: Incident }) {
  const lines = changeLines(props.incident);
  const shown = lines.slice(0, 3);
  return (
    <Stack gap={0} data-testid="changes-summary">
      {shown.map((line) => (
        <Text key={line} size="xs" ff="monospace" style={{ wordBreak: 'break-word' }}>
          {line}
        </Text>
      ))}
      {lines.length > shown.length && (
        <Text size="xs" c="dimmed">
          {`+${lines.length - shown.length}`}
        </Text>
      )}
    </Stack>
  );
}

export const changelogColumns: ResourceColumn<Incident>[] = [
  {
    key: 'created_at',
    titleKey: 'admin.changelog.columns.when',
    sort: 'created_at',
    value: (item) => formatDateTime(item.created_at),
    fixed: true,
    width: 170,
  },
  {
    key: 'user',
    titleKey: 'admin.changelog.columns.who',
    value: (item) => {
      const who = whoLabel(item);
      return who.actingAs ? `${who.name} (${who.actingAs})` : who.name;
    },
    render: (item) => <WhoCell incident={item} />,
  },
  {
    key: 'event',
    titleKey: 'admin.changelog.columns.event',
    sort: 'event',
    value: (item) => eventLabel(item.event),
  },
  {
    key: 'target',
    titleKey: 'admin.changelog.columns.target',
    value: targetLabel,
    render: (item) => <TargetCell incident={item} />,
  },
  {
    key: 'changes',
    titleKey: 'admin.changelog.columns.changes',
    value: (item) => changeLines(item, 500).join('\n'),
    render: (item) => <ChangesCell incident={item} />,
    // Wide enough for "field: before → after" on narrow screens too (the table then scrolls sideways).
    width: 340,
  },
  {
    key: 'company',
    titleKey: 'admin.changelog.columns.company',
    value: (item) => item.company?.header ?? '',
    hidden: true,
  },
];

/** The archive shows when each entry moved there, too. */
export const historicColumns: ResourceColumn<ArchivedIncident>[] = [
  ...changelogColumns,
  {
    key: 'archived_at',
    titleKey: 'admin.changelog.columns.archived_at',
    value: (item) => formatDateTime(item.archived_at),
    hidden: true,
  },
];

/** Resources whose writes the trail records, by their name in the interface language. */
const resourceOptions = resourceContracts
  .map((contract) => contract.segment)
  .filter((segment) => segment !== 'incidents' && segment !== 'archived-incidents')
  .map((segment) => ({ value: segment, labelKey: `admin.changelog.resources.${segment}` }));

/** The spec's filters of the changelog: by user, resource and date (and the exact event). */
export const changelogFilters: TableFilter[] = [
  { name: 'user', kind: 'reference', segment: 'users', labelKey: 'admin.changelog.filters.user' },
  {
    name: 'resource',
    kind: 'select',
    options: resourceOptions,
    labelKey: 'admin.changelog.filters.resource',
  },
  { name: 'from', kind: 'date', labelKey: 'admin.changelog.filters.from' },
  { name: 'to', kind: 'date', labelKey: 'admin.changelog.filters.to' },
];
