import type { Department } from '@academy/contracts/entities/department';
import { href } from '@academy/contracts/routes';
import { Modal } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { departmentsApi } from '../../../api/resources/departments.ts';
import { ConfirmActionBody } from '../../../components/confirm-action-modal.tsx';
import { departmentsTab } from './department-config.tsx';

/**
 * /organization/departments/{department}/delete (spec §2): the confirm-action modal over the department's page,
 * with an address of its own so it can be linked to. Deleted, it returns to the departments tab; cancelled or
 * closed, to the department's overview. The server's refusal is said in the modal, which stays open.
 */
export function DepartmentDeleteModal(props: { department: Department }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = departmentsApi.useDelete({ quiet: true });
  // Closing after a delete must not lead back to the page of a department that is gone.
  const deleted = useRef(false);
  const { department } = props;
  const close = () => {
    if (!deleted.current)
      navigate(href('organization.department.overview', { department: department.id }), { replace: true });
  };
  return (
    <Modal
      opened
      onClose={close}
      title={t('resource.delete.title', { name: department.name })}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      data-testid="department-delete-modal"
    >
      <ConfirmActionBody
        title={t('resource.delete.title', { name: department.name })}
        message={t('resource.delete.message', { name: department.name })}
        word={t('resource.delete.word')}
        confirmLabel={t('resource.delete.confirm')}
        onConfirm={async () => {
          await remove.mutateAsync(department);
          deleted.current = true;
          navigate(departmentsTab.to, { replace: true });
        }}
        onClose={close}
      />
    </Modal>
  );
}
