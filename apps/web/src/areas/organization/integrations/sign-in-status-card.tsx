import type { Company } from '@academy/contracts/entities/company';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IntegrationCard } from './integration-card.tsx';

type Status = 'on' | 'incomplete' | 'off';

const COLOR: Record<Status, string> = { on: 'teal', incomplete: 'orange', off: 'gray' };

/**
 * Enterprise sign-in and SCORM delivery, read-only: Microsoft Entra ID counts as configured when it is switched on
 * with its directory (tenant) and application (client) ids; SCORM delivery is the administrators' switch (its
 * packages come with the SCORM issue).
 */
export function SignInStatusCard(props: { company: Company }) {
  const { t } = useTranslation();
  const { settings, scorm_enabled } = props.company;
  const entra: Status = !settings.azure_login
    ? 'off'
    : settings.azure_tenant_id && settings.azure_client_id
      ? 'on'
      : 'incomplete';
  const rows = [
    { key: 'entra', status: entra },
    { key: 'scorm', status: scorm_enabled ? 'on' : 'off' },
  ] as const satisfies readonly { key: string; status: Status }[];
  return (
    <IntegrationCard
      testId="integration-status"
      title={t('organization.integrations.status.title')}
      description={t('organization.integrations.status.description')}
    >
      {rows.map((row) => (
        <Stack key={row.key} gap={2} data-testid={`status-${row.key}`}>
          <Group gap="xs">
            <Text fw={500}>{t(`organization.integrations.status.${row.key}`)}</Text>
            <Badge color={COLOR[row.status]} variant="light" data-testid="status-badge">
              {t(`organization.integrations.status.state.${row.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`organization.integrations.status.${row.key}_${row.status}`)}
          </Text>
        </Stack>
      ))}
    </IntegrationCard>
  );
}
