import { href } from '@academy/contracts/routes';
import { AppShell, Button, Group } from '@mantine/core';
import { IconBuilding, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { holdsPermission } from '../../api/session/permissions.ts';
import { useSession } from '../../api/use-session.ts';
import { AreaHeader } from './area-header.tsx';
import { type NavItem, shownNavItems } from './nav-items.ts';
import { NavigationDrawer } from './navigation-drawer.tsx';

/** Main navigation of the academy; entries appear as their screens are added to the route table. */
const ACADEMY_NAV: NavItem[] = [
  { name: 'academy.dashboard.index', labelKey: 'nav.home', icon: IconHome },
  { name: 'academy.course.index', labelKey: 'nav.courses' },
  { name: 'academy.certificate.index', labelKey: 'nav.certificates' },
  { name: 'academy.knowledge.index', labelKey: 'nav.knowledge' },
  { name: 'shop.index', labelKey: 'nav.shop' },
];

/**
 * The organization area's entry, for those who may open it (the area's guard: managers, department heads and
 * administrators): beside the academy's links on wide screens and in the phone menu, not only in the user menu.
 */
const ORGANIZATION_ENTRY: NavItem = {
  name: 'organization.company.update',
  labelKey: 'areas.organization',
  icon: IconBuilding,
};

/** The academy: links in the header on wide screens, behind the menu button on phones. */
export function AcademyLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useSession()?.user;
  const leadsOrganization = holdsPermission(user, 'organization.manage');
  const items = shownNavItems(
    leadsOrganization ? [...ACADEMY_NAV, ORGANIZATION_ENTRY] : ACADEMY_NAV,
    location.pathname,
  );
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <AreaHeader
          home={href('academy.dashboard.index')}
          menu={<NavigationDrawer label={t('nav.main')} items={items} />}
        >
          <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom="sm">
            {items.map((item) => (
              <Button
                key={item.name}
                component={Link}
                to={item.path}
                variant={item.active ? 'light' : 'subtle'}
                color={item.active ? undefined : 'gray'}
                leftSection={item.icon && <item.icon size={16} aria-hidden />}
                aria-current={item.active ? 'page' : undefined}
              >
                {t(item.labelKey)}
              </Button>
            ))}
          </Group>
        </AreaHeader>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
