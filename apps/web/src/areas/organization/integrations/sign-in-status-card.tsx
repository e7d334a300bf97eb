import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IntegrationCard } from './integration-card.tsx';

/**
 * Enterprise sign-in, read-only. It is not built yet (issue 22 §4: nothing claims what is not
 * there), so each says "Not available yet" whatever its stored switch holds, instead of "Configured".
 */
export function SignInStatusCard() {
  const { t } = useTranslation();
  // SCORM delivery is built (issue 25): it has its own tab, /organization/scorm.
  const rows = ['entra'] as const;
  return (
    <IntegrationCard
      testId="integration-status"
      title={t('organization.integrations.status.title')}
      description={t('organization.integrations.status.description')}
    >
      {rows.map((row) => (
        <Stack key={row} gap={2} data-testid={`status-${row}`}>
          <Group gap="xs">
            <Text fw={500}>{t(`organization.integrations.status.${row}`)}</Text>
            <Badge color="gray" variant="light" data-testid="status-badge">
              {t('organization.integrations.status.not_available')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`organization.integrations.status.${row}_not_available`)}
          </Text>
        </Stack>
      ))}
    </IntegrationCard>
  );
}
