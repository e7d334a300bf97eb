import type { Incident } from '@academy/contracts/entities/incident';
import { Button, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/reader-dates.ts';
import {
  changeText,
  eventLabel,
  fieldLabel,
  incidentData,
  linkedLabel,
  targetLabel,
  valueText,
  whoLabel,
} from './changelog-format.ts';

const cell = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/** A table of field → value (a created or deleted item's values). */
function ValuesTable(props: { values: Record<string, unknown>; label: string }) {
  const { t } = useTranslation();
  return (
    <Table withTableBorder layout="fixed" aria-label={props.label} data-testid="change-values">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={180}>{t('admin.changelog.changes.field')}</Table.Th>
          <Table.Th>{t('admin.changelog.changes.value')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {Object.entries(props.values).map(([field, value]) => (
          <Table.Tr key={field}>
            <Table.Td>{fieldLabel(field)}</Table.Td>
            <Table.Td style={cell}>{valueText(value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Everything one changelog entry holds, in full: each changed field (by its label) before and after (rich
 * text as plain text, dates and yes/no as people read them, a reference by its item's name), a created or deleted item's values, linked items, an action's arguments, who acted for whom.
 */
export function ChangeDetails(props: { incident: Incident | null; onClose: () => void }) {
  const { t } = useTranslation();
  const incident = props.incident;
  const data = incident ? incidentData(incident) : {};
  const who = incident ? whoLabel(incident) : null;
  const title = incident
    ? t('admin.changelog.changes.details_title', {
        event: eventLabel(incident.event),
        when: formatDateTime(incident.created_at),
      })
    : '';
  const changes = Object.entries(data.changes ?? {});
  return (
    <Modal
      opened={incident !== null}
      onClose={props.onClose}
      title={title}
      size="xl"
      closeButtonProps={{ 'aria-label': t('admin.changelog.changes.close') }}
      data-testid="change-details"
    >
      {incident && who && (
        <Stack gap="md">
          <Text size="sm">
            {who.name}
            {who.actingAs ? ` (${who.actingAs})` : ''}
            {incident.company ? ` · ${incident.company.header}` : ''}
            {incident.target ? ` · ${targetLabel(incident)}` : ''}
          </Text>
          {changes.length > 0 && (
            <Table
              withTableBorder
              layout="fixed"
              aria-label={t('admin.changelog.columns.changes')}
              data-testid="change-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={160}>{t('admin.changelog.changes.field')}</Table.Th>
                  <Table.Th>{t('admin.changelog.changes.before')}</Table.Th>
                  <Table.Th>{t('admin.changelog.changes.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map(([field, change]) => (
                  <Table.Tr key={field}>
                    <Table.Td>{fieldLabel(field)}</Table.Td>
                    <Table.Td style={cell}>{changeText(change, 'before')}</Table.Td>
                    <Table.Td style={cell}>{changeText(change, 'after')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {data.values && <ValuesTable values={data.values} label={t('admin.changelog.changes.value')} />}
          {data.redacted && data.redacted.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('admin.changelog.changes.redacted', { fields: data.redacted.map(fieldLabel).join(', ') })}
            </Text>
          )}
          {data.targets && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {data.relation ?? t('admin.changelog.changes.targets')}
              </Text>
              <List size="sm">
                {data.targets.map((target) => (
                  <List.Item key={target}>{linkedLabel(data, target)}</List.Item>
                ))}
              </List>
            </Stack>
          )}
          {data.before && data.after && (
            <Group grow align="flex-start">
              {(['before', 'after'] as const).map((side) => (
                <Stack gap={4} key={side}>
                  <Text size="sm" fw={600}>
                    {t(`admin.changelog.changes.list_${side}`)}
                  </Text>
                  <List size="sm">
                    {(data[side] ?? []).map((entry) => (
                      <List.Item key={entry}>{linkedLabel(data, entry)}</List.Item>
                    ))}
                  </List>
                </Stack>
              ))}
            </Group>
          )}
          {data.args && Object.keys(data.args).length > 0 && (
            <ValuesTable values={data.args} label={t('admin.changelog.changes.args')} />
          )}
          {changes.length === 0 && !data.values && !data.targets && !data.redacted && (
            <Text size="sm" c="dimmed">
              {t('admin.changelog.changes.none')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} data-testid="change-details-close">
              {t('admin.changelog.changes.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
