import { Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Covers the app until the context is initialised (spec §2). */
export function FullScreenLoader() {
  const { t, i18n } = useTranslation();
  return (
    <Center mih="100vh" role="status" aria-live="polite" data-testid="app-loader">
      <Stack align="center" gap="sm">
        <div className="app-loader-spinner" aria-hidden />
        <Text c="dimmed" size="sm">
          {/* The texts load beside the entry: until they are in, an empty line rather than the bare key. */}
          {i18n.exists('common.loading') ? t('common.loading') : '\u00a0'}
        </Text>
      </Stack>
    </Center>
  );
}
