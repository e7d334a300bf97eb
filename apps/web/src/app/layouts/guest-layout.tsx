import { Anchor, Box, Center, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSession } from '../../api/use-session.ts';
import { LanguageMenu } from '../../components/language-menu.tsx';

/** Signed-out pages: a soft background, the language switch, and the page's card in the middle. */
export function GuestLayout() {
  const { t } = useTranslation();
  const session = useSession();
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
          {session?.tenant.name ?? t('app.name')}
        </Text>
        <LanguageMenu />
      </Group>
      <Center component="main" px="md" pb="xl" mih="calc(100vh - 120px)">
        <Container size={460} w="100%" p={0}>
          <Outlet />
        </Container>
      </Center>
      <Text component="footer" ta="center" size="xs" c="dimmed" pb="md">
        {t('app.footer', { year: new Date().getFullYear() })}{' '}
        <Anchor href="/api/docs" size="xs" c="dimmed" underline="always">
          {t('app.api_docs')}
        </Anchor>
      </Text>
    </Box>
  );
}
