import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../api/use-session.ts';
import { BrandMark } from '../../components/brand-mark.tsx';
import { UserMenu } from '../../components/user-menu.tsx';
import { SearchButton } from './search-button.tsx';
import { switchCompany } from './switch-company.ts';

/** The header every signed-in area shares: brand, the area's own links, search and the user menu. */
export function AreaHeader(props: {
  home: string;
  subtitle?: string;
  children?: ReactNode;
  /** The narrow-screen navigation (menu button and drawer), shown before the brand. */
  menu?: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const user = session?.user;
  // An administrator acting in a company (impersonation) keeps that scope; switching is for members.
  const canSwitch = Boolean(user && user.companies.length > 1 && !session?.impersonating);
  const brand = props.subtitle
    ? `${session?.tenant.name ?? ''} · ${props.subtitle}`
    : (session?.tenant.name ?? '');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        {props.menu}
        <Link
          to={props.home}
          style={{ textDecoration: 'none', color: 'inherit' }}
          // The name starts with the visible brand text, so speech users can say what they see (WCAG 2.5.3).
          aria-label={t('nav.home_link', { name: brand })}
        >
          <BrandMark name={brand} logo={session?.tenant.logo} />
        </Link>
        {props.children}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <SearchButton />
        {user && (
          <UserMenu
            user={user}
            companyScope={session?.context.scope?.type === 'company' ? session.context.scope.fqmi : null}
            onSwitchCompany={
              canSwitch ? (fqmi) => void switchCompany(fqmi, navigate).catch(() => undefined) : undefined
            }
          />
        )}
      </Group>
    </Group>
  );
}
