import type { User } from '@academy/contracts/entities/user';
import { href } from '@academy/contracts/routes';
import { Modal } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import { ConfirmActionBody } from '../../../components/confirm-action-modal.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { useOrganizationCompany } from '../shared/use-organization-company.ts';
import { useUserActions } from './use-user-actions.tsx';
import { usersTab } from './user-config.tsx';
import { UserProfileTab } from './user-profile-tab.tsx';

/**
 * /organization/users/{user}/delete and …/reset-password (spec §2): the profile with the confirm-action modal
 * over it, so the address can be shared or reloaded. Closing returns to the profile; a deleted person's page
 * is gone, so a delete returns to the people. Where the person's abilities do not allow it, only the profile.
 */
export function UserConfirmRoute(props: { action: 'delete' | 'reset-password' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { item } = useOutletContext<ResourcePageContext<User>>();
  const { query } = useOrganizationCompany();
  const actions = useUserActions(query.data);
  const deleted = useRef(false);
  const allowed = can(item, props.action === 'delete' ? 'delete' : 'resetPassword');
  const close = () =>
    navigate(deleted.current ? usersTab.to : href('organization.user.profile', { user: item.id }), {
      replace: true,
    });
  const options =
    props.action === 'delete'
      ? actions.deleteUser(item, () => {
          deleted.current = true;
        })
      : actions.resetPassword(item);
  return (
    <>
      <UserProfileTab />
      <Modal
        opened={allowed}
        onClose={close}
        title={options.title}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        data-testid={`user-${props.action}-modal`}
      >
        <ConfirmActionBody {...options} onClose={close} />
      </Modal>
    </>
  );
}
