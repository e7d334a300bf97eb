import type { Company } from '@academy/contracts/entities/company';
import type { User } from '@academy/contracts/entities/user';
import { useTranslation } from 'react-i18next';
import { companiesApi } from '../../../api/resources/companies.ts';
import { useSetManager } from '../../../api/resources/user-memberships.ts';
import { usersApi, useSendPasswordReset } from '../../../api/resources/users.ts';
import type { ConfirmActionOptions } from '../../../components/confirm-action-modal.tsx';
import { managesCompany } from './user-config.tsx';

type Person = Pick<User, 'id' | 'uuid' | 'name' | 'companies'>;

/**
 * What the organization does to one person, as the confirm-action modal's options (spec §2: remove from
 * organization, send password reset, delete; each asks for a typed word first) and the user/manager switch.
 * The table's row actions and the user page's deep-linked routes use the same ones; a refusal of the server
 * (e.g. core e-mails off) is said inside the modal.
 */
export function useUserActions(company: Company | undefined) {
  const { t } = useTranslation();
  const detach = companiesApi.useDetach('users', { silent: true });
  const sendReset = useSendPasswordReset();
  const remove = usersApi.useDelete({ silent: true });
  const setManager = useSetManager();

  const removeFromCompany = (user: Person): ConfirmActionOptions => ({
    title: t('organization.users.remove.title', { name: user.name }),
    message: t('organization.users.remove.message', { name: user.name, company: company?.name ?? '' }),
    word: t('users.remove.word'),
    confirmLabel: t('users.remove.confirm'),
    onConfirm: async () => {
      if (company) await detach.mutateAsync({ uuid: company.uuid, ids: [user.id] });
    },
  });

  const resetPassword = (user: Person): ConfirmActionOptions => ({
    title: t('organization.users.reset.title', { name: user.name }),
    message: t('organization.users.reset.message', { name: user.name }),
    word: t('organization.users.reset.word'),
    confirmLabel: t('organization.users.reset.confirm'),
    onConfirm: async () => {
      await sendReset.mutateAsync(user);
    },
  });

  const deleteUser = (user: Person, onDeleted?: () => void): ConfirmActionOptions => ({
    title: t('organization.users.delete.title', { name: user.name }),
    message: t('organization.users.delete.message', { name: user.name }),
    word: t('resource.delete.word'),
    confirmLabel: t('resource.delete.confirm'),
    onConfirm: async () => {
      await remove.mutateAsync(user);
      onDeleted?.();
    },
  });

  /** Makes a user a manager of this company, or a manager a user again. */
  const toggleManager = (user: Person) =>
    company
      ? setManager
          .mutateAsync({ user: user.id, company: company.id, isManager: !managesCompany(user, company) })
          .catch(() => undefined)
      : undefined;

  return { removeFromCompany, resetPassword, deleteUser, toggleManager, togglePending: setManager.isPending };
}
