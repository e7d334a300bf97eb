import { hasRoute, href, type RouteName } from '@academy/contracts/routes';
import { AppShell, Button, Group } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { AreaHeader } from './area-header.tsx';

type NavItem = { name: string; labelKey: string; icon: ReactNode };

/** Main navigation of the academy; entries appear as their screens are added to the route table. */
const ACADEMY_NAV: NavItem[] = [
  { name: 'academy.dashboard.index', labelKey: 'nav.home', icon: <IconHome size={16} aria-hidden /> },
  { name: 'academy.course.index', labelKey: 'nav.courses', icon: null },
  { name: 'academy.certificate.index', labelKey: 'nav.certificates', icon: null },
  { name: 'academy.knowledge.index', labelKey: 'nav.knowledge', icon: null },
];

export function AcademyLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const items = ACADEMY_NAV.filter((item) => hasRoute(item.name));
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <AreaHeader home={href('academy.dashboard.index')}>
          <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom="sm">
            {items.map((item) => {
              const path = href(item.name as RouteName);
              const active = location.pathname === path;
              return (
                <Button
                  key={item.name}
                  component={Link}
                  to={path}
                  variant={active ? 'light' : 'subtle'}
                  color={active ? undefined : 'gray'}
                  leftSection={item.icon}
                  aria-current={active ? 'page' : undefined}
                >
                  {t(item.labelKey)}
                </Button>
              );
            })}
          </Group>
        </AreaHeader>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
