import type { ContextUser } from '@academy/contracts/entities/context';
import { hasRoute, href, type RouteName } from '@academy/contracts/routes';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBuilding,
  IconBuildingSkyscraper,
  IconCheck,
  IconLanguage,
  IconLogout,
  IconSettings,
  IconShieldLock,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changeLanguage } from '../api/session/account-language.ts';
import { holdsPermission } from '../api/session/permissions.ts';
import { signOut } from '../api/session/sign-out.ts';
import { i18n, LANGUAGES } from '../i18n/i18n-setup.ts';
import classes from './user-menu.module.css';

/** Initials are the first letters of first and last name (spec §3). */
export const initials = (user: Pick<ContextUser, 'first_name' | 'last_name'>) =>
  `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();

/** The settings screen arrives with the learner issue; the item appears once its route exists. */
const SETTINGS_ROUTE = 'academy.user.settings';

/**
 * User menu of every area: the company acted in (for users of several companies: choosing another switches
 * without signing out), language, settings, the other areas the user may open, logout.
 */
export function UserMenu(props: {
  user: ContextUser;
  /** The company acted in now (its fqmi), null when none is chosen. */
  companyScope?: string | null;
  /** Switches to another of the user's companies; without it the companies are not listed. */
  onSwitchCompany?: (fqmi: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = props;
  const isAdmin = holdsPermission(user, 'academy.administer');
  const isOrganization = holdsPermission(user, 'organization.manage');
  return (
    <Menu position="bottom-end" width={240} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('user_menu.open', { name: user.name })} data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <span className={classes.initials} data-initials={initials(user)} aria-hidden />
            <Text size="sm" fw={500} visibleFrom="sm">
              {user.name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {props.onSwitchCompany && user.companies.length > 1 && (
          <>
            <Menu.Label id="user-menu-company">
              <IconBuildingSkyscraper size={12} aria-hidden /> {t('user_menu.company')}
            </Menu.Label>
            {/* One checked radio item per company: choosing another switches to it. */}
            {/* biome-ignore lint/a11y/useSemanticElements: the ARIA menu pattern groups radio items with role="group"; a fieldset may not sit inside role="menu" */}
            <div role="group" aria-labelledby="user-menu-company">
              <Menu.RadioGroup
                value={props.companyScope ?? null}
                onChange={(fqmi) => {
                  if (fqmi) props.onSwitchCompany?.(fqmi);
                }}
              >
                {user.companies.map((company) => (
                  <Menu.RadioItem
                    key={company.fqmi}
                    value={company.fqmi}
                    closeMenuOnClick
                    data-testid="switch-company"
                  >
                    {company.name}
                  </Menu.RadioItem>
                ))}
              </Menu.RadioGroup>
            </div>
            <Menu.Divider />
          </>
        )}
        {hasRoute(SETTINGS_ROUTE) && (
          <Menu.Item
            leftSection={<IconSettings size={16} aria-hidden />}
            onClick={() => navigate(href(SETTINGS_ROUTE as RouteName))}
          >
            {t('user_menu.settings')}
          </Menu.Item>
        )}
        {isOrganization && (
          <Menu.Item
            leftSection={<IconBuilding size={16} aria-hidden />}
            onClick={() => navigate(href('organization.company.update'))}
          >
            {t('areas.organization')}
          </Menu.Item>
        )}
        {isAdmin && (
          <Menu.Item
            leftSection={<IconShieldLock size={16} aria-hidden />}
            onClick={() => navigate(href('admin.index'))}
          >
            {t('areas.admin')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Label>
          <IconLanguage size={12} aria-hidden /> {t('language.label')}
        </Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            onClick={() => void changeLanguage(language.code)}
            rightSection={language.code === i18n.language ? <IconCheck size={14} aria-hidden /> : null}
          >
            {language.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} color="var(--mantine-color-red-8)" aria-hidden />}
          onClick={() => void signOut()}
        >
          {t('actions.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
