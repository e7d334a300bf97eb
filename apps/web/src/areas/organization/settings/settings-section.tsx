import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One section of the settings tab: its heading and what it is for, above its own form and save button. */
export function SettingsSection(props: { name: string; children: ReactNode }) {
  const { t } = useTranslation();
  const id = `settings-${props.name}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={`${id}-title`} data-testid={id}>
      <Stack gap={2}>
        <Title order={2} fz="h3" id={`${id}-title`}>
          {t(`organization.settings.sections.${props.name}.title`)}
        </Title>
        <Text c="dimmed" size="sm">
          {t(`organization.settings.sections.${props.name}.text`)}
        </Text>
      </Stack>
      {props.children}
    </Stack>
  );
}
