import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Covers the app until the context is initialised (spec §2). */
export function FullScreenLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" role="status" aria-live="polite" data-testid="app-loader">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed" size="sm">
          {t('common.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
