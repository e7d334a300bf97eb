import type { User } from '@academy/contracts/entities/user';
import { Button } from '@mantine/core';
import { IconKey, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usersApi, useSendPasswordReset } from '../../../api/resources/users.ts';
import { Can } from '../../../components/can/can.tsx';
import { ImpersonateMenu } from '../../../components/impersonation/impersonate-menu.tsx';
import { useDeactivate } from '../../../components/resource-screens/use-deactivate.tsx';
import { userScope } from './user-config.tsx';

/**
 * A user page's actions, each where the item's abilities allow it: send a password reset link, deactivate
 * (asked first) or activate again, and act as the user in the academy.
 */
export function UserActions(props: { item: User }) {
  const { t } = useTranslation();
  const { item } = props;
  const sendReset = useSendPasswordReset();
  const deactivate = useDeactivate(usersApi, 'admin.users');
  const activate = usersApi.useUpdate();
  return (
    <>
      <Can ability="impersonate" item={item}>
        <ImpersonateMenu scope={userScope(item)} name={item.name} targets={['academy']} />
      </Can>
      <Can ability="resetPassword" item={item}>
        <Button
          variant="default"
          leftSection={<IconKey size={16} aria-hidden />}
          loading={sendReset.isPending}
          onClick={() => void sendReset.mutateAsync(item).catch(() => undefined)}
          data-testid="send-reset"
        >
          {t('users.send_reset')}
        </Button>
      </Can>
      {/* Deactivating takes the person out like a delete does, so it needs the same authority (never oneself). */}
      <Can ability="delete" item={item}>
        {item.is_active ? (
          <Button
            variant="light"
            color="orange"
            leftSection={<IconPlayerPause size={16} aria-hidden />}
            onClick={() => deactivate(item)}
            data-testid="deactivate"
          >
            {t('admin.users.deactivate.action')}
          </Button>
        ) : (
          <Button
            variant="light"
            color="teal"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={activate.isPending}
            onClick={() =>
              void activate
                .mutateAsync({ uuid: item.uuid, input: { is_active: true } })
                .catch(() => undefined)
            }
            data-testid="activate"
          >
            {t('admin.users.activate')}
          </Button>
        )}
      </Can>
    </>
  );
}
