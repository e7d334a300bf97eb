import type { ApiKey } from '@academy/contracts/entities/api-key';
import type { Company } from '@academy/contracts/entities/company';
import { Badge, Button, Code, Group, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../api/resources/abilities.ts';
import { apiKeysApi, useRevokeApiKey } from '../../../api/resources/api-keys.ts';
import { EmptyPanel, ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { SectionCard } from '../../../components/section-card/section-card.tsx';
import { formatDate, formatDateTime } from '../../../i18n/reader-dates.ts';
import { ApiKeyCreateModal } from './api-key-create-modal.tsx';

const texts = 'organization.integrations.api_keys';
const statusColor = { active: 'teal', expired: 'gray', revoked: 'red' } as const;

/**
 * The company's API keys (issue 23 §3): name, start of the key, permissions, when made and last used, and
 * status; "Create API key" shows a new key once, and an active key can be revoked after a confirm.
 */
export function ApiKeysCard(props: { company: Company }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const keys = apiKeysApi.useList({
    filters: { company: props.company.uuid },
    sort: '-created_at',
    per_page: 100,
  });
  return (
    <SectionCard
      testId="integration-api-keys"
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
    >
      <Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setCreating(true)}
          data-testid="api-key-create"
        >
          {t(`${texts}.create`)}
        </Button>
      </Group>
      {keys.isPending ? (
        <LoadingState />
      ) : keys.isError ? (
        <ErrorPanel text={t(`${texts}.error`)} onRetry={() => void keys.refetch()} />
      ) : keys.data.items.length === 0 ? (
        <EmptyPanel
          level={3}
          icon={<IconKey size={28} aria-hidden />}
          title={t(`${texts}.empty`)}
          text={t(`${texts}.empty_text`)}
        />
      ) : (
        <ApiKeyTable keys={keys.data.items} />
      )}
      <ApiKeyCreateModal
        companyUuid={props.company.uuid}
        opened={creating}
        onClose={() => setCreating(false)}
      />
    </SectionCard>
  );
}

function ApiKeyTable(props: { keys: ApiKey[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" data-testid="api-key-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`${texts}.column_name`)}</Table.Th>
            <Table.Th>{t(`${texts}.column_key`)}</Table.Th>
            <Table.Th>{t(`${texts}.column_permissions`)}</Table.Th>
            <Table.Th>{t(`${texts}.column_created`)}</Table.Th>
            <Table.Th>{t(`${texts}.column_last_used`)}</Table.Th>
            <Table.Th>{t(`${texts}.column_status`)}</Table.Th>
            <Table.Th aria-hidden />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.keys.map((key) => (
            <ApiKeyRow key={key.uuid} apiKey={key} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ApiKeyRow(props: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();
  const key = props.apiKey;
  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: t(`${texts}.revoke_title`),
      children: <Text size="sm">{t(`${texts}.revoke_text`, { name: key.name })}</Text>,
      labels: { confirm: t(`${texts}.revoke`), cancel: t(`${texts}.cancel`) },
      closeButtonProps: { 'aria-label': t('actions.close') },
      confirmProps: { color: 'red.8', 'data-testid': 'api-key-revoke-confirm' },
      onConfirm: () => revoke.mutate({ uuid: key.uuid }),
    });
  return (
    <Table.Tr data-testid="api-key-row">
      <Table.Td fw={500}>{key.name}</Table.Td>
      <Table.Td>
        <Code data-testid="api-key-prefix">{key.prefix}…</Code>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {key.permissions.map((permission) => (
            <Badge key={permission} variant="light" size="sm" tt="none">
              {t(`${texts}.permission.${permission}`)}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>{formatDate(key.created_at)}</Table.Td>
      <Table.Td>{key.last_used_at ? formatDateTime(key.last_used_at) : t(`${texts}.never_used`)}</Table.Td>
      <Table.Td>
        <Badge color={statusColor[key.status]} variant="light" data-testid="api-key-status">
          {t(`${texts}.status.${key.status}`)}
        </Badge>
        {key.status === 'active' && key.expires_at && (
          <Text size="xs" c="dimmed">
            {t(`${texts}.expires`, { date: formatDate(key.expires_at) })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {can(key, 'revoke') && (
          <Button
            size="compact-sm"
            // The default button: subtle red text on white falls short of AA contrast (axe).
            variant="default"
            onClick={confirmRevoke}
            loading={revoke.isPending}
            aria-label={t(`${texts}.revoke_named`, { name: key.name })}
            data-testid="api-key-revoke"
          >
            {t(`${texts}.revoke`)}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
