import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../i18n/i18n-setup.ts';

let askedFor: string | null = null;

export const isOutdated = (required: string | null | undefined, running: string) =>
  Boolean(required) && required !== running;

/**
 * spec §8 "Outdated frontend": a confirm dialog with the current and the required version; OK reloads.
 * Asked once per required version, so the poll does not stack dialogs.
 */
export function checkFrontendVersion(required: string | null | undefined): void {
  if (!required || !isOutdated(required, __APP_VERSION__) || askedFor === required) return;
  askedFor = required;
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
