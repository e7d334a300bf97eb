import { Burger, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ShownNavItem } from './nav-items.ts';
import { NavLinkList } from './nav-link-list.tsx';

const DRAWER_NAV_ID = 'navigation-drawer-links';

/**
 * The navigation on narrow screens, where the header has no room for it: a menu button that opens the same
 * links in a drawer. The button says what it opens, whether it is open and which element it controls; the
 * drawer takes the focus (Mantine's focus trap) and gives it back to the button when it closes, which it does
 * on Escape, on the close button and after every navigation.
 */
export function NavigationDrawer(props: { label: string; items: ShownNavItem[]; extra?: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes whenever the page changes.
  useEffect(() => close(), [location.pathname, location.search, close]);
  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="sm"
        size="sm"
        aria-label={t('nav.open_menu')}
        aria-expanded={opened}
        aria-controls={DRAWER_NAV_ID}
        data-testid="navigation-toggle"
      />
      <Drawer
        opened={opened}
        onClose={close}
        title={t('nav.menu')}
        size={300}
        hiddenFrom="sm"
        keepMounted
        closeButtonProps={{ 'aria-label': t('nav.close_menu') }}
      >
        <nav aria-label={props.label} id={DRAWER_NAV_ID}>
          <NavLinkList items={props.items} extra={props.extra} onNavigate={close} />
        </nav>
      </Drawer>
    </>
  );
}
