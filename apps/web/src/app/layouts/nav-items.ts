import { hasRoute, href, type RouteName } from '@academy/contracts/routes';
import type { Icon } from '@tabler/icons-react';

/** One entry of an area's navigation; shown only once its route exists in the route table. */
export type NavItem = { name: string; labelKey: string; icon?: Icon };

export type ShownNavItem = NavItem & { path: string; active: boolean };

/** The entries whose screens exist, with their paths and whether the current page is theirs. */
export function shownNavItems(items: readonly NavItem[], pathname: string): ShownNavItem[] {
  return items
    .filter((item) => hasRoute(item.name))
    .map((item) => {
      const path = href(item.name as RouteName);
      return { ...item, path, active: pathname === path };
    });
}
