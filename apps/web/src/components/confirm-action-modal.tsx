import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n-setup.ts';
import { errorMessage } from './forms/error-message.ts';
import { FormErrorAlert } from './forms/form-error-alert.tsx';

export type ConfirmActionOptions = {
  title: string;
  message: string;
  /** The word the user must type before the action can run (spec §2). */
  word: string;
  confirmLabel?: string;
  onConfirm: () => void | Promise<void>;
};

/** The body of the confirm-action modal: the confirm button stays disabled until the word is typed. */
export function ConfirmActionBody(props: ConfirmActionOptions & { onClose: () => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  // A refused action (e.g. a delete answered 409 "in use") is said here, and the modal stays open.
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim() === props.word;
  const confirm = async () => {
    if (!matches) return;
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm();
      props.onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{props.message}</Text>
        <FormErrorAlert message={error} />
        <TextInput
          label={t('confirm_action.type_word', { word: props.word })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
          data-testid="confirm-action-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            // Shade 8: white on the theme's default red (shade 7) falls short of AA contrast.
            color="red.8"
            disabled={!matches}
            loading={busy}
            data-testid="confirm-action-submit"
          >
            {props.confirmLabel ?? t('actions.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Opens the shared confirm-action modal (DESIGN §6). */
export function openConfirmAction(options: ConfirmActionOptions): void {
  const id = `confirm-action-${Date.now()}`;
  modals.open({
    modalId: id,
    title: options.title,
    closeButtonProps: { 'aria-label': i18n.t('actions.close') },
    children: <ConfirmActionBody {...options} onClose={() => modals.close(id)} />,
  });
}
