import { Alert, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { allows, type WithAbilities } from '../../api/resources/abilities.ts';
import { type BreadcrumbStep, ListBreadcrumbs } from './list-breadcrumbs.tsx';

export type ResourceTab = {
  /** The tab's address (absolute); the tab is active when the address is this one. */
  to: string;
  labelKey: string;
  /** Shown only when the item's abilities allow it. */
  ability?: string;
};

/** What a tab's route receives from its page (React Router's outlet context). */
export type ResourcePageContext<Item> = { item: Item };

/**
 * The tabbed update page of one item (DESIGN §6, spec §2: block, lesson, course, user, department tabs): a
 * heading, breadcrumbs back to the list, and tabs that are routes — each tab has its own address, the back
 * button walks through them, and the active tab's route renders below with the item as outlet context.
 */
export function ResourcePage<Item extends WithAbilities & object>(props: {
  item: Item | undefined;
  loading: boolean;
  error: boolean;
  title: string;
  list: { to: string; labelKey: string };
  /** The items this page sits in, between the list and the item (a lesson inside a course variant). */
  trail?: readonly BreadcrumbStep[];
  tabs: readonly ResourceTab[];
  /** Buttons beside the heading (e.g. delete, clone). */
  actions?: ReactNode;
  /**
   * The tab shown as active when the address is none of the tabs' own: a route that opens a modal over a tab
   * (spec §2 organization users/{user}/delete over the profile) renders in that tab's panel.
   */
  fallbackTab?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const item = props.item;
  const tabs = props.tabs.filter((tab) => !tab.ability || allows(item, tab.ability));
  // The longest matching tab address wins, so /x/1/enrollments is not taken for /x/1.
  const active =
    [...tabs]
      .sort((a, b) => b.to.length - a.to.length)
      .find((tab) => location.pathname === tab.to || location.pathname.startsWith(`${tab.to}/`)) ??
    tabs.find((tab) => tab.to === props.fallbackTab);

  return (
    <Stack gap="lg">
      <ListBreadcrumbs list={props.list} trail={props.trail} current={item ? props.title : '…'} />
      {props.error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {t('resource.page.error')}
        </Alert>
      ) : props.loading || !item ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('resource.page.loading')} />
        </Group>
      ) : (
        <>
          <Group justify="space-between" align="flex-start">
            <Title order={1} data-testid="resource-page-title">
              {props.title}
            </Title>
            {props.actions && <Group gap="xs">{props.actions}</Group>}
          </Group>
          <Tabs
            value={active?.to ?? null}
            onChange={(value) => {
              if (value && value !== active?.to) navigate(value);
            }}
          >
            <Tabs.List>
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.to} value={tab.to} data-testid={`tab-${tab.labelKey}`}>
                  {t(tab.labelKey)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Panel key={tab.to} value={tab.to} pt="lg">
                {tab === active && <Outlet context={{ item } satisfies ResourcePageContext<Item>} />}
              </Tabs.Panel>
            ))}
          </Tabs>
        </>
      )}
    </Stack>
  );
}
