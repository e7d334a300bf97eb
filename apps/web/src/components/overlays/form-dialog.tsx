import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InDialogProvider } from './form-surface.tsx';

/**
 * A dialog that holds a form: Mantine's modal with a translated close button, whose forms draw no card of
 * their own inside it (FormSurface).
 */
export function FormDialog(props: ModalProps) {
  const { t } = useTranslation();
  const { children, ...rest } = props;
  return (
    <Modal closeButtonProps={{ 'aria-label': t('actions.close') }} {...rest}>
      <InDialogProvider>{children}</InDialogProvider>
    </Modal>
  );
}
