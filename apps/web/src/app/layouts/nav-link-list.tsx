import { NavLink, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShownNavItem } from './nav-items.ts';

/** An area's navigation as a column of links (the side bar, the phone drawer); the current page is marked. */
export function NavLinkList(props: {
  items: readonly ShownNavItem[];
  extra?: ReactNode;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {props.items.map((item) => (
        <NavLink
          key={item.name}
          component={Link}
          to={item.path}
          label={t(item.labelKey)}
          leftSection={item.icon && <item.icon size={16} aria-hidden />}
          active={item.active}
          aria-current={item.active ? 'page' : undefined}
          onClick={props.onNavigate}
        />
      ))}
      {props.extra}
    </Stack>
  );
}
