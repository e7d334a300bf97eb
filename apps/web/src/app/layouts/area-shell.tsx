import type { RouteName } from '@academy/contracts/routes';
import { href } from '@academy/contracts/routes';
import { AppShell, NavLink, ScrollArea } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { clientStorage } from '../../api/client-storage.ts';
import { AreaHeader } from './area-header.tsx';
import { type NavItem, shownNavItems } from './nav-items.ts';
import { NavLinkList } from './nav-link-list.tsx';
import { NavigationDrawer } from './navigation-drawer.tsx';

/**
 * The admin and organization shells: header, side navigation of the routes that exist, and the way back
 * to the last academy page (spec §2: the last main navigation path, default /home). On phones the side
 * navigation is hidden and the same links open from the menu button.
 */
export function AreaShell(props: { home: RouteName; titleKey: string; nav: readonly NavItem[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const items = shownNavItems(props.nav, location.pathname);
  const label = t('nav.area', { area: t(props.titleKey) });
  const backToAcademy = (
    <NavLink
      component={Link}
      to={clientStorage.getLastMainPath()}
      label={t('nav.back_to_academy')}
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      mt="md"
    />
  );
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="lg"
    >
      <AppShell.Header>
        <AreaHeader
          home={href(props.home)}
          subtitle={t(props.titleKey)}
          menu={<NavigationDrawer label={label} items={items} extra={backToAcademy} />}
        />
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={label} component="nav" visibleFrom="sm">
        <ScrollArea>
          <NavLinkList items={items} extra={backToAcademy} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
