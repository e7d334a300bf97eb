import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../i18n/i18n-setup.ts';

/** spec §8 "Outdated frontend": a confirm dialog with the current and the required version; OK reloads. */
export function askToReload(required: string): void {
  modals.openConfirmModal({
    modalId: 'outdated-frontend',
    title: i18n.t('outdated.title'),
    closeOnClickOutside: false,
    closeButtonProps: { 'aria-label': i18n.t('actions.close') },
    children: (
      <Stack gap="xs">
        <Text size="sm">{i18n.t('outdated.current', { version: __APP_VERSION__ })}</Text>
        <Text size="sm">{i18n.t('outdated.required', { version: required })}</Text>
        <Text size="sm" fw={500}>
          {i18n.t('outdated.press_ok')}
        </Text>
      </Stack>
    ),
    labels: { confirm: i18n.t('actions.ok'), cancel: i18n.t('actions.cancel') },
    onConfirm: () => window.location.reload(),
  });
}
