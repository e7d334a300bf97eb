import { Anchor, Box, Center, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The frame of every signed-out page: a soft background, the academy's name and the language switch, the page's
 * card in the middle and the footer. The guest layout fills it with the live app; the sign-in page's first paint
 * (first-paint/) renders the same frame at build time, so both lay the card out alike.
 */
export function GuestFrame(props: {
  siteName: ReactNode;
  languageMenu: ReactNode;
  /** The footer's year; the first paint's template leaves it for the server to fill. */
  year?: number | string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      mih="100vh"
      style={{
        background:
          'radial-gradient(circle at 15% 20%, var(--mantine-color-indigo-1), transparent 45%), radial-gradient(circle at 85% 80%, var(--mantine-color-cyan-1), transparent 40%), var(--mantine-color-gray-0)',
      }}
    >
      <Group justify="space-between" px="lg" py="sm" component="header">
        <Text size="sm" c="dimmed" fw={500}>
          {props.siteName}
        </Text>
        {props.languageMenu}
      </Group>
      <Center component="main" px="md" pb="xl" mih="calc(100vh - 120px)">
        <Container size={460} w="100%" p={0}>
          {props.children}
        </Container>
      </Center>
      <Text component="footer" ta="center" size="xs" c="dimmed" pb="md">
        {t('app.footer', { year: props.year ?? new Date().getFullYear() })}{' '}
        <Anchor href="/api/docs" size="xs" c="dimmed" underline="always">
          {t('app.api_docs')}
        </Anchor>
      </Text>
    </Box>
  );
}
