import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageMenu } from '../../components/language-menu.tsx';

/** Signed-in pages with the header hidden (spec §2: select-company, register-additional). */
export function BareLayout() {
  return (
    <Box mih="100vh" py="xl">
      <Container size="sm">
        <Group justify="flex-end" mb="md">
          <LanguageMenu />
        </Group>
        <main>
          <Outlet />
        </main>
      </Container>
    </Box>
  );
}
