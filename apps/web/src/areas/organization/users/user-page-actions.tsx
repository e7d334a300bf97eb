import type { User } from '@academy/contracts/entities/user';
import { href } from '@academy/contracts/routes';
import { Button } from '@mantine/core';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Can } from '../../../components/can/can.tsx';

/** A person's page actions: each opens its deep-linked route (the confirm-action modal over the profile). */
export function UserPageActions(props: { item: User }) {
  const { t } = useTranslation();
  const { item } = props;
  return (
    <>
      <Can ability="resetPassword" item={item}>
        <Button
          component={Link}
          to={href('organization.user.reset-password', { user: item.id })}
          variant="default"
          leftSection={<IconKey size={16} aria-hidden />}
          data-testid="user-reset-password"
        >
          {t('users.send_reset')}
        </Button>
      </Can>
      <Can ability="delete" item={item}>
        <Button
          component={Link}
          to={href('organization.user.delete', { user: item.id })}
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          data-testid="user-delete"
        >
          {t('resource.delete.action')}
        </Button>
      </Can>
    </>
  );
}
