import { Burger, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/use-session.ts';
import { BrandMark } from '../../components/brand-mark.tsx';
import { UserMenu } from '../../components/user-menu.tsx';
import { SearchButton } from './search-button.tsx';

/** The header every signed-in area shares: brand, the area's own links, search and the user menu. */
export function AreaHeader(props: {
  home: string;
  subtitle?: string;
  children?: ReactNode;
  burger?: { opened: boolean; toggle: () => void };
}) {
  const { t } = useTranslation();
  const session = useSession();
  const user = session?.user;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        {props.burger && (
          <Burger
            opened={props.burger.opened}
            onClick={props.burger.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('nav.toggle')}
          />
        )}
        <Link
          to={props.home}
          style={{ textDecoration: 'none', color: 'inherit' }}
          aria-label={t('nav.home_link')}
        >
          <BrandMark
            name={
              props.subtitle
                ? `${session?.tenant.name ?? ''} · ${props.subtitle}`
                : (session?.tenant.name ?? '')
            }
            logo={session?.tenant.logo}
          />
        </Link>
        {props.children}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <SearchButton />
        {user && <UserMenu user={user} />}
      </Group>
    </Group>
  );
}
