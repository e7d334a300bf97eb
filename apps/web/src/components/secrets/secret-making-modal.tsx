import { Modal } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A modal that makes a secret (an API key, a PIN code, a partner's key) and then shows it, once: its form until
 * the secret is made, then what `shown` renders. What was made lives only in this state, so closing forgets it,
 * and a stray click beside the modal does not close it before the secret was copied.
 */
export function SecretMakingModal<T>(props: {
  opened: boolean;
  onClose: () => void;
  titles: { making: string; made: string };
  form: (made: (secret: T) => void, cancel: () => void) => ReactNode;
  shown: (secret: T, done: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [made, setMade] = useState<T | null>(null);
  const close = () => {
    setMade(null);
    props.onClose();
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={made ? props.titles.made : props.titles.making}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      closeOnClickOutside={!made}
    >
      {made ? props.shown(made, close) : props.form(setMade, close)}
    </Modal>
  );
}
