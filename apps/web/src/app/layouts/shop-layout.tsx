import { href } from '@academy/contracts/routes';
import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useSession } from '../../api/use-session.ts';
import { LanguageMenu } from '../../components/language-menu.tsx';

/**
 * The shop's pages (spec §2, open to guests): the tenant's name, a way back to the shop, sign-in or the academy,
 * the language switch, and a page wide enough for a catalogue.
 */
export function ShopLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = Boolean(session?.user);
  return (
    <Box mih="100vh" bg="gray.0">
      <Group justify="space-between" px="lg" py="sm" component="header" bg="white" wrap="wrap">
        <Group gap="md">
          <Text fw={600}>{session?.tenant.name ?? t('app.name')}</Text>
          <Anchor component={Link} to={href('shop.index')} fw={500}>
            <Group gap={6} wrap="nowrap">
              <IconBuildingStore size={18} aria-hidden />
              {t('nav.shop')}
            </Group>
          </Anchor>
        </Group>
        <Group gap="sm">
          <Button
            component={Link}
            to={signedIn ? href('academy.dashboard.index') : href('auth.login')}
            variant="subtle"
            size="compact-md"
          >
            {signedIn ? t('shop.store.my_academy') : t('shop.store.sign_in')}
          </Button>
          <LanguageMenu />
        </Group>
      </Group>
      <Container component="main" size="lg" py="xl">
        <Outlet />
      </Container>
    </Box>
  );
}
