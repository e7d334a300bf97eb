import { href } from '@academy/contracts/routes';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Where an administrator may open the app in another scope (spec §1: the academy or organization area). */
export type ImpersonationTarget = 'organization' | 'academy';

/** The address that opens an area in a scope: spec §7's `scope` parameter, which the shell saves and removes. */
export function impersonationHref(scope: string, target: ImpersonationTarget): string {
  return href(target === 'organization' ? 'organization.company.update' : 'academy.dashboard.index', {
    scope,
  });
}

/**
 * "Act as …" for a company or a user (spec §1, §6): opens the organization area or the academy in that scope,
 * where the dashed orange border shows it and ends it. Shown by the page only where the item's `impersonate`
 * ability allows it.
 */
export function ImpersonateMenu(props: {
  /** The company's or user's fqmi (`companies:<uuid>|company`, `users:<uuid>|user`). */
  scope: string;
  name: string;
  targets: readonly ImpersonationTarget[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          color="orange"
          leftSection={<IconUserShield size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          data-testid="impersonate"
        >
          {t('resource.people.impersonate.action', { name: props.name })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {props.targets.map((target) => (
          <Menu.Item
            key={target}
            onClick={() => navigate(impersonationHref(props.scope, target))}
            data-testid={`impersonate-${target}`}
          >
            {t(`resource.people.impersonate.${target}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
