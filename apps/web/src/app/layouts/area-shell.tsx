import { hasRoute, href, type RouteName } from '@academy/contracts/routes';
import { AppShell, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { clientStorage } from '../../api/client-storage.ts';
import { AreaHeader } from './area-header.tsx';

export type AreaNavItem = { name: string; labelKey: string; icon: ReactNode };

/**
 * The admin and organization shells: header, side navigation of the routes that exist, and the way back
 * to the last academy page (spec §2: the last main navigation path, default /home).
 */
export function AreaShell(props: { home: RouteName; titleKey: string; nav: AreaNavItem[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [opened, { toggle }] = useDisclosure(false);
  const items = props.nav.filter((item) => hasRoute(item.name));
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <AreaHeader home={href(props.home)} subtitle={t(props.titleKey)} burger={{ opened, toggle }} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('nav.area', { area: t(props.titleKey) })} component="nav">
        <ScrollArea>
          <Stack gap={2}>
            {items.map((item) => {
              const path = href(item.name as RouteName);
              return (
                <NavLink
                  key={item.name}
                  component={Link}
                  to={path}
                  label={t(item.labelKey)}
                  leftSection={item.icon}
                  active={location.pathname === path}
                  aria-current={location.pathname === path ? 'page' : undefined}
                />
              );
            })}
            <NavLink
              component={Link}
              to={clientStorage.getLastMainPath()}
              label={t('nav.back_to_academy')}
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              mt="md"
            />
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
