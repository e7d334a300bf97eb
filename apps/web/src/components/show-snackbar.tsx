import { Stack, Text } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { lazy, Suspense } from 'react';
import type { Snackbar } from '../api/http-environment.ts';
import { i18n } from '../i18n/i18n-setup.ts';

// A snackbar's details and action button (Mantine's List and Button) are not part of the first screen: they
// load with the first snackbar that has them, whose headline shows meanwhile.
const SnackbarExtras = lazy(async () => ({
  default: (await import('./snackbar-extras.tsx')).SnackbarExtras,
}));

/** How long a success or information snackbar stays. */
export const SNACKBAR_TIMEOUT_MS = 5_000;

/**
 * Snackbars are Mantine notifications (DESIGN §6). Success and information time out; errors stay so they can
 * be read, and close when the user moves on to another page (`closeErrorSnackbars`), where they no longer apply.
 */
export function showSnackbar(snackbar: Snackbar): void {
  if (snackbar.id) notifications.hide(snackbar.id);
  const error = snackbar.color === 'red';
  const { action } = snackbar;
  // A field message that repeats the headline (e.g. wrong credentials) is not listed twice.
  const details = snackbar.details?.filter((detail) => detail !== snackbar.message);
  // Without an id of ours Mantine makes one; the action's button closes its own snackbar by it.
  const id: string = notifications.show({
    id: snackbar.id,
    color: snackbar.color,
    title: snackbar.title,
    autoClose: error ? false : SNACKBAR_TIMEOUT_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('actions.close') },
    message: (
      <Stack gap={6} data-testid="snackbar" data-color={snackbar.color}>
        <Text size="sm">{snackbar.message}</Text>
        {((details && details.length > 0) || action) && (
          <Suspense fallback={null}>
            <SnackbarExtras
              details={details}
              action={action}
              color={snackbar.color}
              onAction={() => {
                notifications.hide(id);
                action?.onClick();
              }}
            />
          </Suspense>
        )}
      </Stack>
    ),
  });
}

/** Navigation state for a move that is the consequence of an error, whose snackbar explains the new page. */
export const KEEP_SNACKBARS = { keepSnackbars: true } as const;

/** Closes the error snackbars, shown or waiting: called when the user goes to another page. */
export function closeErrorSnackbars(): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const snackbar of [...shown, ...queue])
    if (snackbar.color === 'red' && snackbar.id) notifications.hide(snackbar.id);
}
