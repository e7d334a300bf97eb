import type { Company } from '@academy/contracts/entities/company';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card/section-card.tsx';

/**
 * Sign-in with Microsoft Entra ID and Facebook, read-only: whether each is on for the company, from its settings
 * (switched and configured in Settings → Login, where the Microsoft credentials are tried when saved).
 */
export function SignInStatusCard(props: { company: Company }) {
  const { t } = useTranslation();
  const settings = props.company.settings;
  const rows = [
    { key: 'entra', on: settings?.azure_login === true },
    { key: 'facebook', on: settings?.facebook_login === true },
  ] as const;
  return (
    <SectionCard
      testId="integration-status"
      title={t('organization.integrations.status.title')}
      description={t('organization.integrations.status.description')}
    >
      {rows.map((row) => (
        <Stack key={row.key} gap={2} data-testid={`status-${row.key}`}>
          <Group gap="xs">
            <Text fw={500}>{t(`organization.integrations.status.${row.key}`)}</Text>
            <Badge color={row.on ? 'teal' : 'gray'} variant="light" data-testid="status-badge">
              {t(row.on ? 'organization.integrations.status.on' : 'organization.integrations.status.off')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`organization.integrations.status.${row.key}_${row.on ? 'on' : 'off'}`, {
              name: props.company.name,
            })}
          </Text>
        </Stack>
      ))}
    </SectionCard>
  );
}
