import { Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { firstPaintShown } from '../first-paint/first-paint.ts';

/**
 * Covers the app until the context is initialised (spec §2). Not while the sign-in page's first paint shows:
 * the painted card is the better wait, and the app replaces it with the real page.
 */
export function FullScreenLoader() {
  const { t, i18n } = useTranslation();
  if (firstPaintShown()) return null;
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
