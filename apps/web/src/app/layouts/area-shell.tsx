import type { RouteName } from '@academy/contracts/routes';
import { href } from '@academy/contracts/routes';
import { AppShell, Button, NavLink, ScrollArea } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { clientStorage } from '../../api/client-storage.ts';
import { AreaHeader } from './area-header.tsx';
import { type NavItem, shownNavItems } from './nav-items.ts';
import { NavLinkList } from './nav-link-list.tsx';
import { NavigationDrawer } from './navigation-drawer.tsx';

/**
 * The admin and organization shells: header, the area's navigation and the way back to the last academy page
 * (spec §2: the last main navigation path, default /home). With `nav` the area has a side navigation, on phones
 * behind the menu button. Without it the area's pages navigate themselves (the organization's company tabs),
 * so the shell adds no second copy of those links: the header and the phone menu only lead back to the academy.
 */
export function AreaShell(props: { home: RouteName; titleKey: string; nav?: readonly NavItem[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const items = shownNavItems(props.nav ?? [], location.pathname);
  const sideNav = items.length > 0;
  const label = t('nav.area', { area: t(props.titleKey) });
  const lastMainPath = clientStorage.getLastMainPath();
  const backToAcademy = (
    <NavLink
      component={Link}
      to={lastMainPath}
      label={t('nav.back_to_academy')}
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      mt={sideNav ? 'md' : undefined}
    />
  );
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={sideNav ? { width: 260, breakpoint: 'sm', collapsed: { mobile: true } } : undefined}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <AreaHeader
          home={href(props.home)}
          subtitle={t(props.titleKey)}
          menu={<NavigationDrawer label={label} items={items} extra={backToAcademy} />}
        >
          {!sideNav && (
            <Button
              component={Link}
              to={lastMainPath}
              variant="subtle"
              color="gray"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              visibleFrom="sm"
            >
              {t('nav.back_to_academy')}
            </Button>
          )}
        </AreaHeader>
      </AppShell.Header>
      {sideNav && (
        <AppShell.Navbar p="sm" aria-label={label} component="nav" visibleFrom="sm">
          <ScrollArea>
            <NavLinkList items={items} extra={backToAcademy} />
          </ScrollArea>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
