import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../api/use-session.ts';
import { BrandMark } from '../../components/brand-mark.tsx';
import { textOn } from '../../components/readable-text.ts';
import { UserMenu } from '../../components/user-menu.tsx';
import classes from './area-header.module.css';
import { SearchButton } from './search-button.tsx';
import { switchCompany } from './switch-company.ts';
import { useCompanyTheme } from './use-company-theme.ts';

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
  const theme = useCompanyTheme();
  // An administrator acting in a company (impersonation) keeps that scope; switching is for members.
  const canSwitch = Boolean(user && user.companies.length > 1 && !session?.impersonating);
  const brand = props.subtitle
    ? `${session?.tenant.name ?? ''} · ${props.subtitle}`
    : (session?.tenant.name ?? '');
  return (
    <Group
      h="100%"
      px="md"
      justify="space-between"
      wrap="nowrap"
      // The company's header colour as the header's background, with the text colour that reads on it.
      className={theme?.color ? classes.branded : undefined}
      style={
        theme?.color
          ? ({ '--area-header-bg': theme.color, '--area-header-fg': textOn(theme.color) } as CSSProperties)
          : undefined
      }
      data-testid="area-header"
      data-company-color={theme?.color ?? undefined}
    >
      {/* The brand gives way (cut with an ellipsis) so that search and the user menu always stay on screen. */}
      <Group gap="md" wrap="nowrap" miw={0} style={{ flex: '1 1 auto' }}>
        {props.menu}
        <Link
          to={props.home}
          style={{ textDecoration: 'none', color: 'inherit', minWidth: 0 }}
          // The name starts with the visible brand text, so speech users can say what they see (WCAG 2.5.3).
          aria-label={t('nav.home_link', { name: brand })}
        >
          <BrandMark name={brand} logo={theme?.logo ?? session?.tenant.logo} truncate />
        </Link>
        {props.children}
      </Group>
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        {theme?.link && (
          <Anchor
            href={theme.link.url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            visibleFrom="sm"
            // The theme gives links their indigo; on the company's colour the band's text colour reads.
            c={theme.color ? 'inherit' : undefined}
            data-testid="company-header-link"
          >
            {theme.link.label} <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
          </Anchor>
        )}
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
